import type { ContactMessage } from '@tulia/shared/contract';
import { notifyError, notifySuccess } from '@tulia/shared/ui';
import { useState } from 'react';
import { closeMessage, markMessageRead } from './useContactMessages';

/**
 * Mark as read and close, with their toasts (admin §8). `onChanged` gets the message as the
 * server now has it; `onSettled` runs either way, so the list and the statistics are refreshed
 * even when the message was changed meanwhile by another admin.
 */
export function useMessageActions({ onChanged, onSettled }: { onChanged: (message: ContactMessage) => void; onSettled: () => void }) {
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (message: ContactMessage, action: (id: number) => Promise<ContactMessage>, success: string, fallback: string) => {
    setBusyId(message.id);
    try {
      const updated = await action(message.id);
      notifySuccess(success);
      onChanged(updated);
    } catch (error) {
      notifyError(error, fallback);
    } finally {
      setBusyId(null);
      onSettled();
    }
  };

  return {
    busyId,
    markRead: (message: ContactMessage) => run(message, markMessageRead, 'Message Marked as Read', 'Failed to mark message as read'),
    close: (message: ContactMessage) => run(message, closeMessage, 'Message Closed', 'Failed to close message'),
  };
}
