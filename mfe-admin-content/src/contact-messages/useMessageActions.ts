import type { ContactMessage } from '@tulia/shared/contract';
import { useResourceMutation } from '@tulia/shared/resources';
import { useState } from 'react';
import { closeMessage, contactMessagesResource, markMessageRead } from './contactMessagesResource';

/**
 * Mark as read and close of one message, with their toasts (admin §8); the list, the statistics
 * and an open details dialog follow. `busyId`: the message whose buttons wait.
 */
export function useMessageActions() {
  const [busyId, setBusyId] = useState<number | null>(null);
  const changes = [contactMessagesResource];
  const markRead = useResourceMutation({
    changes,
    run: (message: ContactMessage) => markMessageRead(message.id),
    texts: { success: 'Message Marked as Read', failure: 'Failed to mark message as read' },
  });
  const close = useResourceMutation({
    changes,
    run: (message: ContactMessage) => closeMessage(message.id),
    texts: { success: 'Message Closed', failure: 'Failed to close message' },
  });
  const busy = (mutation: typeof markRead) => async (message: ContactMessage) => {
    setBusyId(message.id);
    try {
      await mutation.mutate(message);
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, markRead: busy(markRead), close: busy(close) };
}
