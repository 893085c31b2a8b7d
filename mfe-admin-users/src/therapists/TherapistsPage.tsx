import { Box, Button } from '@tulia/shared/chakra';
import { exportPath, type Therapist } from '@tulia/shared/contract';
import { ExportButton, ListControls, AdminTable, useConfirmedDelete, useAdminList } from '@tulia/shared/admin';
import { PageHeader, statusFilterOptions } from '@tulia/shared/ui';
import { PlusIcon } from '@tulia/shared/admin';
import { useState } from 'react';
import { TherapistDetailsDialog } from './TherapistDetailsDialog';
import { TherapistFormDialog } from './TherapistFormDialog';
import { therapistColumns } from './therapist-columns';
import { THERAPIST_FILTER_STATUSES, therapistsList } from './therapists-list';

/** The form: Add Therapist, or Edit (which may open on top of the details). */
type TherapistForm = { therapist?: Therapist };

const statusFilter = [{ key: 'status' as const, label: 'Filter by status', options: statusFilterOptions(THERAPIST_FILTER_STATUSES) }];

/** Therapists: search, status filter, the six-column table, add, view, edit and delete. */
export default function TherapistsPage() {
  const therapists = useAdminList(therapistsList);
  const [viewing, setViewing] = useState<Therapist | null>(null);
  const [form, setForm] = useState<TherapistForm | null>(null);
  const { confirmDelete, deleteDialog } = useConfirmedDelete<Therapist>({
    resource: therapistsList,
    describe: (therapist) => ({
      title: 'Delete therapist',
      message: `The therapist profile of ${therapist.user.full_name} will be permanently deleted. Their user account stays on the Users screen.`,
    }),
    remove: (therapist) => therapistsList.api.remove(therapist.id),
    success: 'Therapist Deleted',
    failure: 'Failed to delete therapist',
  });

  const columns = therapistColumns({ onView: setViewing, onEdit: (therapist) => setForm({ therapist }), onDelete: confirmDelete });

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
      <AdminTable
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
