import { Box, Text } from '@tulia/shared/chakra';
import type { Therapist } from '@tulia/shared/contract';
import { StatusBadge, humanize, type DataTableColumn } from '@tulia/shared/ui';
import { EntryChips, PersonCell, TwoLineCell, recordActionsColumn, type RecordActionHandlers } from '@tulia/shared/admin';
import { experienceText, hourlyRateText } from './therapist-form';

/** The Therapists table's six columns, the last one the row's View, Edit and Delete. */
export function therapistColumns(handlers: RecordActionHandlers<Therapist>): DataTableColumn<Therapist>[] {
  return [
    { key: 'therapist', header: 'Therapist', sortKey: 'full_name', render: (t) => <PersonCell name={t.user.full_name} email={t.user.email} /> },
    { key: 'specialization', header: 'Specialization', render: (t) => <EntryChips entries={t.specialization} label="Specialization" max={3} /> },
    {
      key: 'license',
      header: 'License',
      sortKey: 'license_number',
      render: (t) => <TwoLineCell value={t.license_number} detail={humanize(t.license_type)} />,
    },
    {
      key: 'experience',
      header: 'Experience',
      sortKey: 'years_experience',
      render: (t) => (
        <Box whiteSpace="nowrap">
          <Text color="gray.900">{experienceText(t.years_experience)}</Text>
          <Text fontSize="sm" color="gray.600">
            {hourlyRateText(t.hourly_rate)}
          </Text>
        </Box>
      ),
    },
    { key: 'status', header: 'Status', sortKey: 'status', render: (t) => <StatusBadge status={t.status} /> },
    recordActionsColumn((t) => t.user.full_name, handlers),
  ];
}
