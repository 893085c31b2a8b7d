import { Box, Button, Text } from '@tulia/shared/chakra';
import { exportPath, type Therapist } from '@tulia/shared/contract';
import { ExportButton, ListControls, ResourceTable, useConfirmedDelete, useResourceList } from '@tulia/shared/resources';
import {
  DeleteIcon,
  EditIcon,
  EntryChips,
  PageHeader,
  PersonCell,
  PlusIcon,
  RowAction,
  RowActions,
  StatusBadge,
  ViewIcon,
  humanize,
  statusFilterOptions,
  type DataTableColumn,
} from '@tulia/shared/ui';
import { useState } from 'react';
import { TherapistDetailsDialog } from './TherapistDetailsDialog';
import { TherapistFormDialog } from './TherapistFormDialog';
import { experienceText, hourlyRateText } from './therapist-form';
import { THERAPIST_FILTER_STATUSES, therapistsResource } from './therapists-resource';

/** The form: Add Therapist, or Edit (which may open on top of the details). */
type TherapistForm = { therapist?: Therapist };

const statusFilter = [{ key: 'status' as const, label: 'Filter by status', options: statusFilterOptions(THERAPIST_FILTER_STATUSES) }];

/** Therapists: search, status filter, the six-column table, add, view, edit and delete. */
export default function TherapistsPage() {
  const therapists = useResourceList(therapistsResource);
  const [viewing, setViewing] = useState<Therapist | null>(null);
  const [form, setForm] = useState<TherapistForm | null>(null);
  const { confirmDelete, deleteDialog } = useConfirmedDelete<Therapist>({
    resource: therapistsResource,
    describe: (therapist) => ({
      title: 'Delete therapist',
      message: `The therapist profile of ${therapist.user.full_name} will be permanently deleted. Their user account stays on the Users screen.`,
    }),
    remove: (therapist) => therapistsResource.api.remove(therapist.id),
    success: 'Therapist Deleted',
    failure: 'Failed to delete therapist',
  });

  const columns: DataTableColumn<Therapist>[] = [
    { key: 'therapist', header: 'Therapist', sortKey: 'full_name', render: (t) => <PersonCell name={t.user.full_name} email={t.user.email} /> },
    { key: 'specialization', header: 'Specialization', render: (t) => <EntryChips entries={t.specialization} label="Specialization" max={3} /> },
    {
      key: 'license',
      header: 'License',
      sortKey: 'license_number',
      render: (t) => (
        <Box>
          <Text color="gray.900">{t.license_number}</Text>
          <Text fontSize="sm" color="gray.600">
            {humanize(t.license_type)}
          </Text>
        </Box>
      ),
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
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (t) => (
        <RowActions>
          <RowAction label={`View ${t.user.full_name}`} icon={<ViewIcon />} onClick={() => setViewing(t)} />
          <RowAction label={`Edit ${t.user.full_name}`} icon={<EditIcon />} onClick={() => setForm({ therapist: t })} />
          <RowAction label={`Delete ${t.user.full_name}`} icon={<DeleteIcon />} palette="red" onClick={() => confirmDelete(t)} />
        </RowActions>
      ),
    },
  ];

  return (
    <Box data-remote="mfe-admin-users" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader
        title="Therapists"
        subtitle="Manage licensed therapists and their availability"
        actions={
          <Button colorPalette="brand" onClick={() => setForm({})}>
            <PlusIcon /> Add Therapist
          </Button>
        }
      />
      <ListControls list={therapists} searchLabel="Search therapists by name, email, license or specialization" filters={statusFilter}>
        <ExportButton path={exportPath('therapists')} query={therapists.query} fileName="therapists.csv" />
      </ListControls>
      <ResourceTable
        list={therapists}
        caption="Therapists"
        columns={columns}
        rowKey={(t) => t.id}
        errorMessage="Failed to fetch therapists"
        empty={{ title: 'No therapists found', filtered: 'Try adjusting your search or filters.', unfiltered: 'Add a therapist to get started.' }}
        noun="therapists"
      />

      {viewing ? <TherapistDetailsDialog therapist={viewing} onClose={() => setViewing(null)} onEdit={() => setForm({ therapist: viewing })} /> : null}
      {/* Edit from the details opens on top of them, so focus moves between dialogs and back. */}
      {form ? (
        <TherapistFormDialog
          therapist={form.therapist}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            setViewing(null);
          }}
        />
      ) : null}
      {deleteDialog}
    </Box>
  );
}
