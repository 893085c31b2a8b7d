import { mailtoHref, siteConfig, telHref } from './index';

describe('site configuration', () => {
  it('has a dialable helpline and the contact addresses', () => {
    expect(telHref(siteConfig.helplineTel)).toMatch(/^tel:\+?\d{3,}$/);
    expect(siteConfig.supportEmail).toMatch(/@/);
    expect(siteConfig.crisisEmail).toMatch(/@/);
    expect(siteConfig.office.city).toBe('Nairobi');
  });

  it('builds tel and mailto links', () => {
    expect(telHref('+254 800 720 111')).toBe('tel:+254800720111');
    expect(mailtoHref('a@b.co', 'Hello there')).toBe('mailto:a@b.co?subject=Hello%20there');
  });
});
