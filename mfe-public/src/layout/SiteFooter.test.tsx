import { screen, within } from '@testing-library/react';
import { siteConfig } from '@tulia/shared/site-config';
import { renderWithProviders } from '../test/render';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('has every group of links of the specification and the current year', () => {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    for (const group of ['Pages', 'CMS Pages', 'Legal', 'Support', 'Get the App']) {
      expect(within(footer).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    for (const name of ['Home', 'Take Assessment', 'Our Story', 'Download App', 'Terms and Conditions', 'Privacy Policy']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).getAllByRole('link', { name: 'Contact Us' }).length).toBeGreaterThan(0);
    expect(within(footer).getByRole('link', { name: new RegExp(siteConfig.helplineDisplay) })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(footer).getByRole('link', { name: new RegExp(siteConfig.supportEmail) })).toHaveAttribute('href', `mailto:${siteConfig.supportEmail}`);
    expect(within(footer).getByText('Blog Post')).toBeInTheDocument();
    expect(within(footer).getByText('Blog Category')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', siteConfig.appStoreUrl);
    expect(within(footer).getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', siteConfig.googlePlayUrl);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${siteConfig.organisation}`);
  });
});
