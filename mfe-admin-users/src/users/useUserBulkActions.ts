import { canManageAccount } from '@tulia/shared/auth';
import type { Admin, BulkUserAction, User } from '@tulia/shared/contract';
import { useAdminMutation, useRowSelection, type BulkAction, type ShownRows } from '@tulia/shared/admin';
import { useCallback } from 'react';
import { usersList } from './users-list';

const selectLabel = (user: User) => `Select ${user.full_name}`;

const CONFIRM: Record<BulkUserAction, { label: string; title: string; question: (count: number) => string }> = {
  suspend: {
    label: 'Suspend',
    title: 'Suspend users',
    question: (count) => `${count === 1 ? 'The selected user' : `The ${count} selected users`} will be suspended and signed out.`,
  },
  activate: {
    label: 'Activate',
    title: 'Activate users',
    question: (count) => `${count === 1 ? 'The selected user' : `The ${count} selected users`} will be set to active.`,
  },
};

/**
 * Suspend or activate many accounts at once: a selection column (not on accounts this admin may
 * not manage, nor on their own), one confirmation, one request, the count in the toast.
 * A new search or filter clears the choice, so nothing hidden is changed by mistake.
 */
export function useUserBulkActions(admin: Admin | null, list: ShownRows) {
  const isSelectable = useCallback((user: User) => canManageAccount(admin, user) && admin?.id !== user.id, [admin]);
  const selection = useRowSelection(selectLabel, { isSelectable, list });
  const { clear } = selection;
  const change = useAdminMutation({
    changes: [usersList],
    run: (payload: { ids: number[]; action: BulkUserAction }) => usersList.api.bulk(payload),
    texts: { success: 'Users Updated', failure: 'Failed to update users' },
    successFrom: (answer) => answer.message,
  });
  const actions: BulkAction[] = (['suspend', 'activate'] as const).map((action) => ({
    key: action,
    label: CONFIRM[action].label,
    destructive: action === 'suspend',
    confirm: (count) => ({ title: CONFIRM[action].title, message: CONFIRM[action].question(count), confirmLabel: CONFIRM[action].label }),
    run: async () => {
      const done = await change.mutate({ ids: selection.selected.map(Number), action });
      if (done) clear();
      return done;
    },
  }));
  return { selection, actions };
}
