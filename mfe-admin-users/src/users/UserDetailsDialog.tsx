import { RecordFreshnessNotice, RecordHistory, useRecordDetails, RecordDetailsDialog } from '@tulia/shared/admin';
import type { User } from '@tulia/shared/contract';
import { StatusBadge, formatDate, formatDateTime } from '@tulia/shared/ui';
import { roleLabel } from './role-label';
import { usersList } from './users-list';
import { accountItems } from '../people/account-items';

/** A user's record, read-only, as the api has it now (the list's row stands in while it comes). */
export function UserDetailsDialog({ user: row, onClose }: { user: User; onClose: () => void }) {
  const { record: user, freshness, reload } = useRecordDetails(usersList, row);
  return (
    <RecordDetailsDialog
      title={user.full_name}
      onClose={onClose}
      items={[
        { label: 'Full name', value: user.full_name },
        ...accountItems(user),
        { label: 'Role', value: roleLabel(user) },
        { label: 'Status', value: <StatusBadge status={user.status} /> },
        { label: 'Join date', value: formatDate(user.join_date) },
        { label: 'Created', value: formatDateTime(user.created_at) },
        { label: 'Last updated', value: formatDateTime(user.updated_at) },
      ]}
    >
      <RecordFreshnessNotice freshness={freshness} reload={reload} />
      <RecordHistory entity="user" entityId={user.id} />
    </RecordDetailsDialog>
  );
}
