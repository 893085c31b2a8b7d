import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { wakeUp } from '../../support/wake';

const todayInKenya = () => new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

/** Opens a legal page (Terms, Privacy) by its title; once awake it says it was last updated today. */
async function openLegalPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The HTML holds the day it was composed; once awake the page shows the visitor's today.
  await wakeUp(page);
  await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${todayInKenya()}`);
}

test.describe('Our Story, Contact, Terms and Privacy', () => {
  test('Our Story: timeline, stat cards, mission, vision and contact cards', async ({ page }) => {
    await page.goto('/our-story');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story');
    const timeline = page.locator('[data-story-section="timeline"]');
    for (const year of ['2016', '2020', '2022', '2025']) await expect(timeline.getByText(year, { exact: true })).toBeVisible();
    const stats = page.locator('[data-story-section="stats"]');
    for (const figure of ['2M+', '100+', '9']) await expect(stats.getByText(figure, { exact: true }).first()).toBeVisible();
    await expect(stats.getByText('Licensed therapists')).toBeVisible();
    await expect(stats.getByText('Trained Rafikis')).toBeVisible();
    await expect(page.locator('[data-story-section="mission"]').getByRole('heading', { name: 'What we keep' })).toBeVisible();
    await expect(page.locator('[data-story-section="mission"]').getByRole('heading', { name: 'What we add' })).toBeVisible();
    await expect(page.locator('[data-story-section="vision"]')).toContainText('10 million people across Africa');
    await expect(page.locator('[data-story-section="contact"]').getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);
  });

  test('Contact: channels, the form with its labels, office, immediate help and reassurance', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const channel of ['helpline', 'email', 'live-chat']) await expect(page.getByTestId(`contact-card-${channel}`)).toBeVisible();
    await expect(page.getByTestId('contact-card-live-chat')).toContainText('9AM-6PM EAT');
    for (const label of ['Full Name *', 'Email Address *', 'Subject *', 'Message *']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    // The subjects load once the page is awake.
    await wakeUp(page);
    await expect(page.getByLabel('Subject *')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByTestId('office-card')).toContainText('Nairobi');
    await expect(page.getByTestId('office-card')).toContainText('Mon-Fri 8AM-6PM EAT');
    await expect(page.getByTestId('immediate-help').getByRole('link', { name: /24\/7 helpline/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByTestId('reassurance')).toContainText('within 24 hours');
    await expect(page.getByTestId('reassurance')).toContainText('confidential');
    await expectNoSeriousAxeViolations(page);
  });

  test('Terms: every section, governed by Kenyan law, last updated today', async ({ page }) => {
    await openLegalPage(page, '/terms-and-conditions', 'Terms and Conditions');
    const sections = [
      'Introduction',
      'Definitions',
      'Eligibility and Account Registration',
      'Description of Services',
      'User Responsibilities',
      'Intellectual Property',
      'Payment and Subscriptions',
      'Limitation of Liability',
      'Termination',
      'Governing Law',
      'Contact Us',
    ];
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.map((heading) => heading.replace(/^\d+\.\s*/, ''))).toEqual(sections);
    await expect(page.locator('#eligibility')).toContainText('at least 18 years old');
    await expect(page.locator('#governing-law')).toContainText('laws of Kenya');
    await expect(page.locator('#governing-law')).toContainText('mediation in Nairobi, Kenya');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Governing Law' }).click();
    await expect(page.locator('#governing-law')).toBeInViewport();
    await expectNoSeriousAxeViolations(page);
  });

  test('Privacy: every section, cookie categories, the Data Protection Officer and the 30-day promise', async ({ page }) => {
    await openLegalPage(page, '/privacy-policy', 'Privacy Policy');
    for (const section of [
      'Data We Collect',
      'How We Use Your Data',
      'Data Sharing',
      'Data Security',
      'Your Rights',
      'Data Retention',
      'Cookies',
      'Data Protection Officer',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
    }
    for (const category of ['essential', 'performance', 'preference']) await expect(page.getByTestId(`cookie-${category}`)).toBeVisible();
    const officer = page.getByTestId('data-protection-officer');
    await expect(officer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(officer.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
    await expect(officer).toContainText('Nairobi');
    await expect(officer).toContainText('within 30 days');
    await expect(page.locator('main')).toContainText('Data Protection Act, 2019');
    await expect(page.locator('main')).toContainText('Office of the Data Protection Commissioner');
    await expectNoSeriousAxeViolations(page);
  });
});
