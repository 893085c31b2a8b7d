import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteConfig } from '@tulia/shared/site-config';
import { renderWithProviders } from '../test/render';
import { TopNavigation } from './TopNavigation';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const header = () => screen.getByTestId('top-navigation');
const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });

describe('TopNavigation', () => {
  afterEach(() => scrollTo(0));

  it('is transparent at the top and turns solid once scrolled more than 20 px', () => {
    renderWithProviders(<TopNavigation />);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(20);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(21);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
    scrollTo(5);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
  });

  it('shows the four links with their descriptions and marks the active route', () => {
    renderWithProviders(<TopNavigation />, { path: '/our-story' });
    const [linkList] = within(mainNavigation()).getAllByRole('list');
    const links = within(linkList as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Take Assessment', 'Our Story', 'Contact Us']);
    expect(within(mainNavigation()).getByRole('link', { name: 'Our Story' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNavigation()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(mainNavigation()).getByRole('link', { name: 'Take Assessment' })).toHaveAccessibleDescription('Discover your mental wellness');
    expect(within(mainNavigation()).getByRole('link', { name: 'Our Story' })).toHaveAccessibleDescription('About the company and the app');
    expect(within(mainNavigation()).getByRole('link', { name: 'Contact Us' })).toHaveAccessibleDescription('Get in touch with the team');
  });

  it('marks Home active only on the home page', () => {
    renderWithProviders(<TopNavigation />, { path: '/' });
    expect(within(mainNavigation()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNavigation()).getByRole('link', { name: 'Contact Us' })).not.toHaveAttribute('aria-current');
  });

  it('has a helpline telephone link from the site configuration', () => {
    renderWithProviders(<TopNavigation />);
    const helpline = within(mainNavigation()).getByRole('link', { name: new RegExp(`24/7 Helpline: ${siteConfig.helplineDisplay}`) });
    expect(helpline.getAttribute('href')).toBe(`tel:${siteConfig.helplineTel.replace(/[^+\d]/g, '')}`);
  });

  it('has Exit this page, a link to the neutral site of the site configuration', () => {
    renderWithProviders(<TopNavigation />);
    const exit = within(header()).getByRole('button', { name: 'Emergency Exit this page' });
    expect(exit).toHaveAttribute('href', siteConfig.quickExitUrl);
    expect(exit).toHaveAttribute('data-quick-exit');
    expect(exit).toHaveAccessibleDescription('Or press the Shift key 3 times.');
  });

  describe('Download App menu', () => {
    const trigger = () => within(mainNavigation()).getByRole('button', { name: 'Download App' });
    const menu = () => screen.getByTestId('download-app-menu');

    it('opens with the keyboard and closes with Escape, giving focus back', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TopNavigation />);
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
      expect(menu()).not.toBeVisible();

      trigger().focus();
      await user.keyboard('{Enter}');
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      expect(menu()).toBeVisible();
      expect(within(menu()).getByRole('link', { name: /iPhone & iPad/ })).toHaveAttribute('href', siteConfig.appStoreUrl);
      expect(within(menu()).getByRole('link', { name: /Android/ })).toHaveAttribute('href', siteConfig.googlePlayUrl);
      expect(within(menu()).getByRole('link', { name: 'Take Assessment First' })).toHaveAttribute('href', '/assessment');

      await user.tab();
      expect(within(menu()).getByRole('link', { name: /iPhone & iPad/ })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
      expect(trigger()).toHaveFocus();
    });

    it('opens on mouse hover, stays open when clicked, and closes when the mouse leaves', () => {
      renderWithProviders(<TopNavigation />);
      const wrapper = trigger().parentElement as HTMLElement;
      fireEvent.pointerOver(trigger(), { pointerType: 'mouse' });
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      fireEvent.click(trigger());
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      fireEvent.pointerOut(wrapper, { pointerType: 'mouse', relatedTarget: document.body });
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when focus leaves it', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TopNavigation />);
      await user.click(trigger());
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      await user.tab(); // App Store
      await user.tab(); // Google Play
      await user.tab(); // Take Assessment First
      await user.tab(); // out of the menu
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('mobile menu', () => {
    const toggle = () => screen.getByRole('button', { name: 'Menu' });

    it('toggles open and closed and holds the links, descriptions, helpline and Take Free Assessment', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TopNavigation />, { path: '/contact' });
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      // In the HTML while closed, hidden, so that a tap before the app wakes can open it at once.
      expect(screen.getByTestId('mobile-menu')).not.toBeVisible();

      await user.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      const menu = screen.getByTestId('mobile-menu');
      expect(menu).toBeVisible();
      expect(toggle()).toHaveAttribute('aria-controls', menu.id);
      const mobileNavigation = within(menu).getByRole('navigation', { name: 'Mobile' });
      expect(
        within(mobileNavigation)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Take Assessment', 'Our Story', 'Contact Us']);
      expect(within(menu).getByText('Discover your mental wellness')).toBeInTheDocument();
      expect(within(menu).getByText('About the company and the app')).toBeInTheDocument();
      expect(within(menu).getByText('Get in touch with the team')).toBeInTheDocument();
      expect(within(mobileNavigation).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
      expect(within(menu).getByRole('link', { name: new RegExp(`Helpline: ${siteConfig.helplineDisplay}`) })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:/),
      );
      expect(within(menu).getByRole('link', { name: 'Take Free Assessment' })).toHaveAttribute('href', '/assessment');

      await user.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByTestId('mobile-menu')).not.toBeVisible();
    });

    it('closes with Escape and when a link is followed', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TopNavigation />);
      await user.click(toggle());
      await user.keyboard('{Escape}');
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(toggle()).toHaveFocus();

      await user.click(toggle());
      await user.click(within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'Our Story' }));
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByTestId('mobile-menu')).not.toBeVisible();
    });
  });
});
