import { helplineWords, helplineWordsFor, mailtoHref, siteConfig, telHref } from './index';

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

describe('helpline wording', () => {
  it('by default names who answers and claims no helpline of our own', () => {
    expect(siteConfig.ownHelpline247).toBe(false);
    expect(siteConfig.helplineName).toBe('Kenya Red Cross');
    expect(helplineWords.phrase).toBe('the free 24-hour Kenya Red Cross helpline');
    expect(Object.values(helplineWords).join(' ')).not.toMatch(/24\/7|\bour\b/i);
  });

  it('says "our 24/7 helpline" only when the organisation runs one', () => {
    expect(helplineWordsFor({ ownHelpline247: true, helplineName: 'Tulia' })).toEqual({
      phrase: 'our free 24/7 helpline',
      operator: '',
    });
  });

  it('reads the contact form in the office hours by default, and offers Childline Kenya 116', () => {
    expect(siteConfig.contactFormHours).toBe('Mon-Fri 8AM-6PM EAT');
    expect(siteConfig.contactFormHours).toBe(siteConfig.office.hours);
    expect(siteConfig.childline).toEqual({ name: 'Childline Kenya', number: '116' });
  });
});
