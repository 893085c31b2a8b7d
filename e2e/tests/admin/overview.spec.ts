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
  const dashboard = await apiGet<Dashboard>(request, await apiSignIn(request), 'admin/dashboard');
  const figure = (label: string) => stats.locator('div', { hasText: label }).getByTestId('stat-value').first();
  const kenyan = (n: number) => n.toLocaleString('en-KE');
  await expect(figure('Total Users')).toHaveText(kenyan(dashboard.total_users));
  await expect(figure('Active Therapists')).toHaveText(kenyan(dashboard.active_therapists));
  await expect(figure('Active Rafikis')).toHaveText(kenyan(dashboard.active_rafikis));
  await expect(figure('Active Boma Groups')).toHaveText(kenyan(dashboard.active_boma_groups));
  await expect(figure('Published Resources')).toHaveText(kenyan(dashboard.published_resources));
  await expect(figure('Suspended Users')).toHaveText(kenyan(dashboard.suspended_users));
  await expect(page.getByTestId('pending-rafiki-requests')).toHaveText(`${dashboard.pending.rafiki_requests} pending`);
  await expect(page.getByTestId('pending-group-suggestions')).toHaveText(`${dashboard.pending.group_suggestions} pending`);
  await expect(page.getByTestId('pending-contact-messages')).toHaveText(`${dashboard.pending.unread_messages} pending`);
  await expect(page.getByTestId('platform-health')).toContainText('Up');
  // The quick actions lead to the screens.
  await page.getByRole('link', { name: /Review Rafiki Requests/ }).click();
  await expect(page).toHaveURL(/\/admin\/rafiki-requests$/);
});
