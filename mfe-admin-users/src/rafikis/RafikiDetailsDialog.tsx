import { RecordHistory, EntryChips, RecordDetailsDialog } from '@tulia/shared/admin';
import type { Rafiki } from '@tulia/shared/contract';
import { formatDate, formatDateTime } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { accountItems } from '../people/account-items';

export interface RafikiDetailsDialogProps {
  rafiki: Rafiki;
  /** The status as this screen shows it (Rafiki Requests shows suspended as inactive). */
  statusBadge: ReactNode;
  onClose: () => void;
  /** E.g. Approve and Reject on Rafiki Requests. */
  actions?: ReactNode;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Everything a rafiki (or an applicant) told us, read-only; typed text is shown as text. */
export function RafikiDetailsDialog({ rafiki, statusBadge, onClose, actions }: RafikiDetailsDialogProps) {
  const { user } = rafiki;
  return (
    <RecordDetailsDialog
      title={user.full_name}
      onClose={onClose}
      actions={actions}
      items={[
        ...accountItems(user),
        { label: 'Location', value: user.location },
        { label: 'Bio', value: user.bio },
        { label: 'Specialties', value: <EntryChips entries={rafiki.specialties} label="Specialties" /> },
        { label: 'Help areas', value: <EntryChips entries={rafiki.help_areas} label="Help areas" /> },
        { label: 'Personal experience', value: rafiki.personal_experience },
        { label: 'Motivations', value: rafiki.motivations },
        { label: 'Status', value: statusBadge },
        { label: 'Join date', value: formatDate(rafiki.join_date) },
        { label: 'Training completed', value: yesNo(rafiki.training_completed) },
        { label: 'Profile completed', value: yesNo(rafiki.profile_completed) },
        { label: 'Moderator', value: yesNo(rafiki.is_moderator) },
        ...(rafiki.rejection_reason ? [{ label: 'Rejection reason', value: rafiki.rejection_reason }] : []),
        ...(rafiki.admin_notes ? [{ label: 'Admin notes', value: rafiki.admin_notes }] : []),
        ...(rafiki.reviewed_at ? [{ label: 'Reviewed', value: formatDateTime(rafiki.reviewed_at) }] : []),
        { label: 'Applied', value: formatDateTime(rafiki.created_at) },
      ]}
    >
      <RecordHistory entity="rafiki" entityId={rafiki.id} />
    </RecordDetailsDialog>
  );
}
