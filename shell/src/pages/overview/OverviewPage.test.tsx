import { useAuthStore } from '@tulia/shared/auth';
import type { DashboardResponse } from '@tulia/shared/contract';
import { fakeApi, renderAdminScreen } from '@tulia/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAdmin } from '../../test/fixtures';
import OverviewPage from './OverviewPage';

const dashboard: DashboardResponse = {
  total_users: 120,
  new_users_this_month: 9,
  active_therapists: 4,
  pending_therapists: 2,
  active_rafikis: 6,
  training_rafikis: 3,
  active_boma_groups: 5,
  total_boma_groups: 7,
  published_resources: 11,
  total_resources: 12,
  suspended_users: 1,
  recent_activity: [],
  pending: { rafiki_requests: 3, group_suggestions: 1, unread_messages: 4, crisis_messages: 0 },
  oldest_waiting_crisis_at: null,
  platform_health: { database: 'up', uptime_seconds: 3600, active_sessions: 2 },
};
const healthy = { body: { status: 'ok', database: 'up', version: '1.4.0' } };

beforeEach(() => useAuthStore.setState({ status: 'authenticated', admin: signedInAdmin }));
afterEach(() => vi.unstubAllGlobals());

describe('the Overview', () => {
  it('opens each queue already filtered to the waiting work', async () => {
    fakeApi({ '/admin/dashboard': { body: dashboard }, '/health': healthy });
    renderAdminScreen(<OverviewPage />, { at: '/admin' });
    const actions = within(await screen.findByRole('region', { name: 'Quick Actions' }));
    expect(actions.getByRole('link', { name: /Answer Contact Messages/ })).toHaveAttribute('href', '/admin/contact-messages?status=unread');
    expect(actions.getByRole('link', { name: /Review Group Suggestions/ })).toHaveAttribute('href', '/admin/group-suggestions?status=pending');
    expect(actions.getByRole('link', { name: /Review Pending Therapists/ })).toHaveAttribute('href', '/admin/therapists?status=pending');
    // Rafiki Requests lists applications only.
    expect(actions.getByRole('link', { name: /Review Rafiki Requests/ })).toHaveAttribute('href', '/admin/rafiki-requests');
    expect(screen.getByTestId('pending-contact-messages')).toHaveTextContent('4 pending');
    expect(screen.getByTestId('pending-therapists')).toHaveTextContent('2 pending');
  });

  it('follows a quick action to the filtered list', async () => {
    fakeApi({ '/admin/dashboard': { body: dashboard }, '/health': healthy });
    renderAdminScreen(<OverviewPage />, { at: '/admin' });
    await userEvent.click(await screen.findByRole('link', { name: /Answer Contact Messages/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/contact-messages?status=unread');
  });

  it('Refresh asks the api again for the figures and the health check', async () => {
    let users = 120;
    const api = fakeApi({ '/admin/dashboard': () => ({ body: { ...dashboard, total_users: users } }), '/health': healthy });
    renderAdminScreen(<OverviewPage />, { at: '/admin' });
    const stats = await screen.findByTestId('overview-stats');
    expect(stats).toHaveTextContent('120');
    users = 121;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(stats).toHaveTextContent('121'));
    expect(api.count('/admin/dashboard')).toBe(2);
    expect(api.count('/health')).toBe(2);
  });

  it('shows the database as the health check finds it, a 503 included', async () => {
    fakeApi({ '/admin/dashboard': { body: dashboard }, '/health': { status: 503, body: { status: 'degraded', database: 'down', version: '1.4.0' } } });
    renderAdminScreen(<OverviewPage />, { at: '/admin' });
    await waitFor(() => expect(screen.getByTestId('health-database')).toHaveTextContent('Down'));
    expect(screen.getByTestId('health-api-version')).toHaveTextContent('1.4.0');
  });

  it('shows Up when the health check answers ok', async () => {
    fakeApi({ '/admin/dashboard': { body: { ...dashboard, platform_health: { ...dashboard.platform_health, database: 'down' } } }, '/health': healthy });
    renderAdminScreen(<OverviewPage />, { at: '/admin' });
    await waitFor(() => expect(screen.getByTestId('health-database')).toHaveTextContent('Up'));
  });

  it('names how long the oldest crisis message has waited, linking to the crisis queue', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T12:12:00.000Z'));
    try {
      fakeApi({
        '/admin/dashboard': {
          body: { ...dashboard, pending: { ...dashboard.pending, crisis_messages: 2 }, oldest_waiting_crisis_at: '2026-03-02T09:00:00.000Z' },
        },
        '/health': healthy,
      });
      renderAdminScreen(<OverviewPage />, { at: '/admin' });
      const notice = await screen.findByRole('region', { name: 'Crisis messages waiting' });
      expect(notice).toHaveTextContent('The oldest crisis message has been waiting 3 h 12 min for a first response.');
      await userEvent.click(within(notice).getByRole('link', { name: 'See the crisis messages' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/contact-messages?risk=high');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing about crisis messages when none waits', async () => {
    fakeApi({ '/admin/dashboard': { body: dashboard }, '/health': healthy });
    renderAdminScreen(<OverviewPage />, { at: '/admin' });
    await screen.findByTestId('overview-stats');
    expect(screen.queryByRole('region', { name: 'Crisis messages waiting' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry instead of the cards when the figures fail', async () => {
    fakeApi({ '/admin/dashboard': { status: 500, body: { message: 'Internal error' } }, '/health': healthy });
    renderAdminScreen(<OverviewPage />, { at: '/admin' });
    expect(await screen.findByText('The overview could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('overview-stats')).not.toBeInTheDocument();
  });
});
