import { act, screen } from '@testing-library/react';
import { LOW_DATA_ATTRIBUTE } from '@tulia/shared/ui';
import { renderThenHydrate, withPublicProviders, type HydrationResult } from '../../../scripts/testing/hydration';
import { renderWithProviders } from '../test/render';
import { DecorativePicture, Drawing } from './Picture';

const picture = <DecorativePicture src="/remotes/mfe-public/1/assets/screen.svg" alt="A screen of the app" width={260} height={540} w="220px" />;
const html = document.documentElement;

let page: HydrationResult | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
  html.removeAttribute(LOW_DATA_ATTRIBUTE);
});

describe('DecorativePicture', () => {
  it('is only a sized box in the HTML (nothing to fetch), and the picture follows hydration', async () => {
    page = await renderThenHydrate(withPublicProviders(picture, '/'));
    expect(page.problems).toEqual([]);
    expect(page.replacedElements).toBe(0);
    expect(page.serverHtml).not.toContain('<img');
    expect(page.serverHtml).not.toContain('screen.svg');
    expect(page.serverHtml).toContain('data-decorative');
    const image = screen.getByRole('img', { name: 'A screen of the app' });
    expect(image).toHaveAttribute('src', '/remotes/mfe-public/1/assets/screen.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '260');
  });

  it('is never added for a visitor who asked for low data, hydrated or mounted in the browser', async () => {
    html.setAttribute(LOW_DATA_ATTRIBUTE, '');
    page = await renderThenHydrate(withPublicProviders(picture, '/'));
    expect(page.problems).toEqual([]);
    expect(page.container.querySelector('[data-decorative]')).not.toBeNull();
    expect(page.container.querySelector('img')).toBeNull();
    page.unmount();
    page = undefined;

    renderWithProviders(picture);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('follows the preference when it changes during the visit', async () => {
    renderWithProviders(picture);
    expect(screen.getByRole('img')).toBeInTheDocument();
    await act(async () => {
      html.setAttribute(LOW_DATA_ATTRIBUTE, '');
      // The MutationObserver reports in a microtask.
      await Promise.resolve();
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('Drawing', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="260" height="540" viewBox="0 0 260 540"><rect width="260" height="540"/></svg>';

  it("is in the HTML as the page's own markup, named by its description, and hydrates as it is", async () => {
    page = await renderThenHydrate(withPublicProviders(<Drawing svg={svg} alt={'The app\'s "home" screen'} w="240px" />, '/'));
    expect(page.problems).toEqual([]);
    expect(page.replacedElements).toBe(0);
    // Nothing to fetch: no <img>, no data: address.
    expect(page.serverHtml).not.toContain('<img');
    expect(page.serverHtml).toContain('<svg role="img" aria-label="The app\'s &quot;home&quot; screen" xmlns=');
    expect(screen.getByRole('img', { name: 'The app\'s "home" screen' }).tagName.toLowerCase()).toBe('svg');
  });
});
