import { RecordHistory, EntryChips, RecordDetailsDialog } from '@tulia/shared/admin';
import { Button } from '@tulia/shared/chakra';
import type { Therapist } from '@tulia/shared/contract';
import { StatusBadge, formatDateTime, humanize } from '@tulia/shared/ui';
import { experienceText, hourlyRateText } from './therapist-form';
import { accountItems } from '../people/account-items';

/** The details dialog that a therapist's View opens (docs/decisions.md, "People remote (mfe-admin-users)"). */
export function TherapistDetailsDialog({ therapist, onClose, onEdit }: { therapist: Therapist; onClose: () => void; onEdit?: () => void }) {
  return (
    <RecordDetailsDialog
      title={therapist.user.full_name}
      onClose={onClose}
      actions={
        onEdit ? (
          <Button colorPalette="brand" onClick={onEdit}>
            Edit
          </Button>
        ) : null
      }
      items={[
        ...accountItems(therapist.user),
        { label: 'License number', value: therapist.license_number },
        { label: 'License type', value: humanize(therapist.license_type) },
        { label: 'Specialization', value: <EntryChips entries={therapist.specialization} label="Specialization" /> },
        { label: 'Experience', value: experienceText(therapist.years_experience) },
        { label: 'Hourly rate', value: hourlyRateText(therapist.hourly_rate) },
        { label: 'Education', value: therapist.education.join('\n') },
        { label: 'Languages', value: therapist.languages.join(', ') },
        { label: 'Status', value: <StatusBadge status={therapist.status} /> },
        { label: 'Added', value: formatDateTime(therapist.created_at) },
        { label: 'Last updated', value: formatDateTime(therapist.updated_at) },
      ]}
    >
      <RecordHistory entity="therapist" entityId={therapist.id} />
    </RecordDetailsDialog>
  );
}
