import { fakeApi, renderAdminScreen } from '@tulia/shared/testing';
import { subscribeToToasts, type ToastMessage } from '@tulia/shared/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CRISIS_ARRIVAL_TEXT, CrisisNotificationsToggle, crisisArrived, useCrisisArrivals } from './crisis-arrivals';
import { usePendingCounts } from './pending-counts';

/** A browser's Notification as far as the back office uses it: the permission, and what was shown. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; options: NotificationOptions | undefined }[] = [];
  const requestPermission = vi.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}

/** The hook as the layout runs it, with the count it last saw (so a test knows an answer arrived). */
function Watcher() {
  useCrisisArrivals();
  return <output data-testid="crisis-count">{usePendingCounts().data?.crisis_messages}</output>;
}
const seen = (count: number) => waitFor(() => expect(screen.getByTestId('crisis-count')).toHaveTextContent(String(count)));

const counts = (crisis: number) => ({ body: { rafiki_requests: 0, group_suggestions: 0, unread_messages: crisis, crisis_messages: crisis } });
const poll = () => window.dispatchEvent(new Event('visibilitychange'));

let toasts: Pick<ToastMessage, 'kind' | 'title'>[] = [];
let stop: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  stop = subscribeToToasts(({ kind, title }) => toasts.push({ kind, title }));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('crisis arrivals while the back office is open', () => {
  it('only a rise between two answers counts; a failed poll is no answer', () => {
    expect(crisisArrived(undefined, 3)).toBe(false);
    expect(crisisArrived(1, 2)).toBe(true);
    expect(crisisArrived(2, 2)).toBe(false);
    expect(crisisArrived(2, 1)).toBe(false);
    expect(crisisArrived(2, undefined)).toBe(false);
  });

  it('raises a toast and a notification without content when a crisis message arrives; nothing on opening', async () => {
    const notifications = fakeNotifications('granted');
    let crisis = 1;
    fakeApi({ '/admin/pending-counts': () => counts(crisis) });
    renderAdminScreen(<Watcher />, { at: '/admin' });
    await seen(1);
    // One already waiting when the back office opens: the badge says it, no alarm.
    expect(toasts).toEqual([]);

    crisis = 2;
    poll();
    await seen(2);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'warning', title: CRISIS_ARRIVAL_TEXT }]));
    expect(notifications.shown).toHaveLength(1);
    expect(notifications.shown[0]?.title).toBe('A crisis message is waiting');
    // No body: nothing of the message shows on a locked screen.
    expect(notifications.shown[0]?.options?.body).toBeUndefined();

    // One answered: fewer waiting, nothing raised.
    crisis = 1;
    poll();
    await seen(1);
    expect(toasts).toHaveLength(1);
    expect(notifications.shown).toHaveLength(1);
    expect(notifications.requestPermission).not.toHaveBeenCalled();
  });

  it('without permission, only the toast', async () => {
    const notifications = fakeNotifications('default');
    let crisis = 0;
    fakeApi({ '/admin/pending-counts': () => counts(crisis) });
    renderAdminScreen(<Watcher />, { at: '/admin' });
    await seen(0);
    crisis = 1;
    poll();
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(notifications.shown).toEqual([]);
    expect(notifications.requestPermission).not.toHaveBeenCalled();
  });
});

describe('Turn on crisis notifications', () => {
  it('asks for the permission only when pressed, then says they are on', async () => {
    const notifications = fakeNotifications('default', 'granted');
    renderAdminScreen(<CrisisNotificationsToggle />, { at: '/admin' });
    expect(notifications.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on crisis notifications' }));
    expect(notifications.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Crisis notifications are on')).toBeInTheDocument();
  });

  it('offers nothing once refused, or where the browser has no notifications', () => {
    fakeNotifications('denied');
    const { unmount } = renderAdminScreen(<CrisisNotificationsToggle />, { at: '/admin' });
    expect(screen.queryByRole('button', { name: 'Turn on crisis notifications' })).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    renderAdminScreen(<CrisisNotificationsToggle />, { at: '/admin' });
    expect(screen.queryByRole('button', { name: 'Turn on crisis notifications' })).not.toBeInTheDocument();
  });
});
