import { RecordHistory } from '@tulia/shared/resources';
import type { User } from '@tulia/shared/contract';
import { RecordDetailsDialog, StatusBadge, formatDate, formatDateTime } from '@tulia/shared/ui';
import { roleLabel } from './role-label';

/** A user's record, read-only. */
export function UserDetailsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  return (
    <RecordDetailsDialog
      title={user.full_name}
      onClose={onClose}
      items={[
        { label: 'Full name', value: user.full_name },
        { label: 'Email', value: user.email },
        { label: 'Username', value: user.username },
        { label: 'Phone', value: user.phone },
        { label: 'Role', value: roleLabel(user) },
        { label: 'Status', value: <StatusBadge status={user.status} /> },
        { label: 'Join date', value: formatDate(user.join_date) },
        { label: 'Created', value: formatDateTime(user.created_at) },
        { label: 'Last updated', value: formatDateTime(user.updated_at) },
      ]}
    >
      <RecordHistory entity="user" entityId={user.id} />
    </RecordDetailsDialog>
  );
}
