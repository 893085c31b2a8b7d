import { isApiError } from '@tulia/shared/api-client';
import type { ContactMessage } from '@tulia/shared/contract';
import { invalidateAdminLists, useQueryClient, useAdminMutation } from '@tulia/shared/admin';
import { toast } from '@tulia/shared/toast';
import { notifyError, notifySuccess } from '@tulia/shared/ui';
import { useState } from 'react';
import { contactMessagesList } from './contact-messages-list';

/** The server refused to close a crisis message until its outcome is written down; its words, and when. */
export interface OutcomeRequest {
  messageId: number;
  reason: string;
  /** Counts the refusals, so a second refusal of the same message offers the form again. */
  at: number;
}

/**
 * Mark as read and close of one message, with their toasts; the list, the statistics
 * and an open details dialog follow. `busyId`: the message whose buttons wait. A `high` message
 * closed without an outcome note is refused (409): that is a step still to take, not a failure,
 * so it is said calmly and `onOutcomeNeeded` offers the note.
 */
export function useMessageActions({ onOutcomeNeeded }: { onOutcomeNeeded: (message: ContactMessage, reason: string) => void }) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const client = useQueryClient();
  const changes = [contactMessagesList];
  const markRead = useAdminMutation({
    changes,
    run: (message: ContactMessage) => contactMessagesList.api.markRead(message.id),
    texts: { success: 'Message Marked as Read', failure: 'Failed to mark message as read' },
  });
  const busy = (run: (message: ContactMessage) => Promise<unknown>) => async (message: ContactMessage) => {
    setBusyId(message.id);
    try {
      await run(message);
    } finally {
      setBusyId(null);
    }
  };
  const close = async (message: ContactMessage) => {
    try {
      await contactMessagesList.api.close(message.id);
      notifySuccess('Message Closed');
    } catch (error) {
      if (isApiError(error) && error.status === 409 && message.risk_level === 'high') {
        toast.info({ title: 'An outcome note is needed', description: error.message });
        onOutcomeNeeded(message, error.message);
      } else {
        notifyError(error, 'Failed to close message');
      }
    } finally {
      // As after any action: the message may have changed elsewhere meanwhile.
      void invalidateAdminLists(client, changes);
    }
  };
  return { busyId, markRead: busy((message) => markRead.mutate(message)), close: busy(close) };
}
