import type { BulkContactMessageAction, BulkResult } from '@tulia/shared/contract';
import { BulkActionBar, useAdminMutation, type BulkAction } from '@tulia/shared/admin';
import { contactMessagesList } from './contact-messages-list';

const messages = (count: number) => (count === 1 ? '1 message' : `${count} messages`);

/** The toast's title, with the count the server changed (a message already closed is not counted). */
function doneTitle(action: BulkContactMessageAction, updated: number): string {
  const noun = updated === 1 ? '1 Message' : `${updated} Messages`;
  return action === 'mark_read' ? `${noun} Marked as Read` : `${noun} Closed`;
}

export interface ContactMessagesBulkBarProps {
  /** The selected messages' ids. */
  ids: readonly number[];
  onDone: () => void;
  onClear: () => void;
}

/** Mark as read or close every selected message: one question, one request, one toast with the count. */
export function ContactMessagesBulkBar({ ids, onDone, onClear }: ContactMessagesBulkBarProps) {
  const bulk = useAdminMutation<{ action: BulkContactMessageAction; ids: number[] }, { action: BulkContactMessageAction; result: BulkResult }>({
    changes: [contactMessagesList],
    run: async (payload) => ({ action: payload.action, result: await contactMessagesList.api.bulk(payload) }),
    texts: { success: 'Messages Updated', failure: 'Failed to update messages' },
    successFrom: ({ action, result }) => doneTitle(action, result.updated),
  });
  const run = (action: BulkContactMessageAction) => async () => {
    const done = await bulk.mutate({ action, ids: [...ids] });
    if (done) onDone();
    return done;
  };
  const actions: BulkAction[] = [
    {
      key: 'mark_read',
      label: 'Mark as Read',
      confirm: (count) => ({ title: 'Mark as Read', message: `Mark ${messages(count)} as read?`, confirmLabel: 'Mark as Read' }),
      run: run('mark_read'),
    },
    {
      key: 'close',
      label: 'Close Messages',
      confirm: (count) => ({
        title: 'Close Messages',
        message: `Close ${messages(count)}? A closed message can no longer be replied to.`,
        confirmLabel: 'Close Messages',
      }),
      destructive: true,
      run: run('close'),
    },
  ];
  return <BulkActionBar count={ids.length} noun={{ one: 'message', many: 'messages' }} actions={actions} onClear={onClear} />;
}
