import { expect, test } from '@playwright/test';
import { apiGet, apiSignIn, signIn } from '../../support/admin';

interface Dashboard {
  total_users: number;
  active_therapists: number;
  active_rafikis: number;
  active_boma_groups: number;
  published_resources: number;
  suspended_users: number;
  pending: { rafiki_requests: number; group_suggestions: number; unread_messages: number };
}

test("the Overview's figures are the api's", async ({ page, request }) => {
  await signIn(page);
  const stats = page.getByTestId('overview-stats');
  await expect(stats).toBeVisible();
  const session = await apiSignIn(request);
  const figure = (label: string) => stats.locator('div', { hasText: label }).getByTestId('stat-value').first();
  const kenyan = (n: number) => n.toLocaleString('en-KE');
  // Other suites write to the same database meanwhile: read the api and the screen at the same moment.
  await expect(async () => {
    await page.reload();
    await expect(stats).toBeVisible();
    const dashboard = await apiGet<Dashboard>(request, session, 'admin/dashboard');
    await expect(figure('Total Users')).toHaveText(kenyan(dashboard.total_users), { timeout: 2_000 });
    await expect(figure('Active Therapists')).toHaveText(kenyan(dashboard.active_therapists), { timeout: 2_000 });
    await expect(figure('Active Rafikis')).toHaveText(kenyan(dashboard.active_rafikis), { timeout: 2_000 });
    await expect(figure('Active Boma Groups')).toHaveText(kenyan(dashboard.active_boma_groups), { timeout: 2_000 });
    await expect(figure('Published Resources')).toHaveText(kenyan(dashboard.published_resources), { timeout: 2_000 });
    await expect(figure('Suspended Users')).toHaveText(kenyan(dashboard.suspended_users), { timeout: 2_000 });
    await expect(page.getByTestId('pending-rafiki-requests')).toHaveText(`${dashboard.pending.rafiki_requests} pending`, { timeout: 2_000 });
    await expect(page.getByTestId('pending-group-suggestions')).toHaveText(`${dashboard.pending.group_suggestions} pending`, { timeout: 2_000 });
    await expect(page.getByTestId('pending-contact-messages')).toHaveText(`${dashboard.pending.unread_messages} pending`, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByTestId('platform-health')).toContainText('Up');
  // The quick actions lead to the screens.
  await page.getByRole('link', { name: /Review Rafiki Requests/ }).click();
  await expect(page).toHaveURL(/\/admin\/rafiki-requests$/);
});
