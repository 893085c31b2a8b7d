import { Button, Text } from '@tulia/shared/chakra';
import { toast } from '@tulia/shared/toast';
import { useEffect, useRef, useState } from 'react';
import { usePendingCounts } from './pending-counts';

/** All a notification says: no name, subject or word of the message (it may show on a locked screen). */
export const CRISIS_ARRIVAL_TEXT = 'A crisis message is waiting';

/** Long enough to be seen by someone looking at another part of the screen; the sidebar badge stays. */
const CRISIS_TOAST_MS = 15_000;

type Permission = NotificationPermission | 'unsupported';

function notificationPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** True when the count of crisis messages waiting went up between two answers (a failed poll is no answer). */
export function crisisArrived(before: number | undefined, now: number | undefined): boolean {
  return before !== undefined && now !== undefined && now > before;
}

function announceCrisisArrival(): void {
  toast.warning({ title: CRISIS_ARRIVAL_TEXT, description: 'It is first in the Contact Messages queue.', duration: CRISIS_TOAST_MS });
  if (notificationPermission() !== 'granted') return;
  try {
    // The tag keeps one notification on screen however many arrive.
    const notification = new Notification(CRISIS_ARRIVAL_TEXT, { tag: 'tulia-crisis-arrival' });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch (error) {
    // Some browsers only allow notifications from a service worker; the toast has said it.
    console.warn('The crisis notification could not be shown', error);
  }
}

/**
 * While the back office is open: a crisis message arriving (the pending counts' crisis figure
 * rising between two polls) raises a toast and, if the admin allowed it, a browser notification.
 * The first answer only sets the starting point: opening the back office announces nothing.
 */
export function useCrisisArrivals(): void {
  const crisis = usePendingCounts().data?.crisis_messages;
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (crisis === undefined) return;
    const before = last.current;
    last.current = crisis;
    if (crisisArrived(before, crisis)) announceCrisisArrival();
  }, [crisis]);
}

/**
 * Asks for the browser's permission to notify, from the admin's own click (never on load);
 * says when notifications are on, and offers nothing where the browser has none or was refused.
 */
export function CrisisNotificationsToggle() {
  const [permission, setPermission] = useState<Permission>(notificationPermission);
  if (permission === 'granted') {
    return (
      <Text fontSize="sm" color="gray.700">
        Crisis notifications are on
      </Text>
    );
  }
  if (permission !== 'default') return null;
  const ask = async () => setPermission(await Notification.requestPermission());
  return (
    <Button variant="ghost" size="sm" justifyContent="flex-start" onClick={() => void ask()}>
      Turn on crisis notifications
    </Button>
  );
}
