import { exportPath, type Therapist } from '@tulia/shared/contract';
import { ExportButton, ListControls, AdminTable, statusFilter, useAdminList, useDialogStack, CreateButton, AdminScreen } from '@tulia/shared/admin';
import { useProfileDelete } from '../people/profile-delete';
import { remote } from '../remote';
import { TherapistDetailsDialog } from './TherapistDetailsDialog';
import { TherapistFormDialog } from './TherapistFormDialog';
import { therapistColumns } from './therapist-columns';
import { THERAPIST_FILTER_STATUSES, therapistsList } from './therapists-list';

/** A therapist's details, and the form (Add Therapist, or Edit, which may open over the details). */
interface TherapistDialogs {
  details: Therapist;
  form: Therapist | undefined;
}

const filters = [statusFilter(THERAPIST_FILTER_STATUSES)];

/** Therapists: search, status filter, the six-column table, add, view, edit and delete. */
export default function TherapistsPage() {
  const therapists = useAdminList(therapistsList);
  const dialogs = useDialogStack<TherapistDialogs>();
  const details = dialogs.at('details');
  const form = dialogs.at('form');
  const { confirmDelete, deleteDialog } = useProfileDelete<Therapist>('therapist', {
    resource: therapistsList,
    success: 'Therapist Deleted',
    failure: 'Failed to delete therapist',
  });

  const columns = therapistColumns({
    onView: (therapist) => dialogs.open('details', therapist),
    onEdit: (therapist) => dialogs.open('form', therapist),
    onDelete: confirmDelete,
  });

  return (
    <AdminScreen
      remote={remote}
      title="Therapists"
      subtitle="Manage licensed therapists and their availability"
      actions={<CreateButton label="Add Therapist" plus onClick={() => dialogs.open('form', undefined)} />}
    >
      <ListControls list={therapists} searchLabel="Search therapists by name, email, license or specialization" filters={filters}>
        <ExportButton path={exportPath('therapists')} query={therapists.query} fileName="therapists.csv" />
      </ListControls>
      <AdminTable list={therapists} columns={columns} />

      {details ? (
        <TherapistDetailsDialog therapist={details.record} onClose={() => dialogs.close('details')} onEdit={() => dialogs.open('form', details.record)} />
      ) : null}
      {/* Edit from the details opens on top of them, so focus moves between dialogs and back. */}
      {form ? <TherapistFormDialog therapist={form.record} onClose={() => dialogs.close('form')} onSaved={dialogs.closeAll} /> : null}
      {deleteDialog}
    </AdminScreen>
  );
}
