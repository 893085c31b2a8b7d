import { Text } from '@tulia/shared/chakra';
import { exportPath, type Rafiki } from '@tulia/shared/contract';
import { StatusBadge, formatDate, type DataTableColumn } from '@tulia/shared/ui';
import {
  AdminScreen,
  AdminTable,
  EntryChips,
  ExportButton,
  ListControls,
  PersonCell,
  CreateButton,
  recordActionsColumn,
  statusFilter,
  useAdminList,
  useDialogStack,
} from '@tulia/shared/admin';
import { useProfileDelete } from '../people/profile-delete';
import { remote } from '../remote';
import { RafikiDetailsDialog } from './RafikiDetailsDialog';
import { RafikiFormDialog } from './RafikiFormDialog';
import { RAFIKI_FILTER_STATUSES, rafikisList } from './rafikis-list';
import { TestFetchAllButton } from './TestFetchAllButton';

/** Add Rafiki's form, and a rafiki's details. */
interface RafikiDialogs {
  create: null;
  details: Rafiki;
}

const filters = [statusFilter(RAFIKI_FILTER_STATUSES)];

/** Rafikis: search, status filter, the five-column table, add and delete. */
export default function RafikisPage() {
  const rafikis = useAdminList(rafikisList);
  const dialogs = useDialogStack<RafikiDialogs>();
  const details = dialogs.at('details');
  const { confirmDelete, deleteDialog } = useProfileDelete<Rafiki>('rafiki', {
    resource: rafikisList,
    success: 'Rafiki Deleted',
    failure: 'Failed to delete rafiki',
  });

  const columns: DataTableColumn<Rafiki>[] = [
    { key: 'rafiki', header: 'Rafiki', sortKey: 'full_name', render: (r) => <PersonCell name={r.user.full_name} email={r.user.email} /> },
    { key: 'specialties', header: 'Specialties', render: (r) => <EntryChips entries={r.specialties} label="Specialties" max={3} /> },
    { key: 'status', header: 'Status', sortKey: 'status', render: (r) => <StatusBadge status={r.status} /> },
    { key: 'join-date', header: 'Join Date', sortKey: 'join_date', render: (r) => <Text whiteSpace="nowrap">{formatDate(r.join_date)}</Text> },
    recordActionsColumn((r) => r.user.full_name, { onView: (r) => dialogs.open('details', r), onDelete: confirmDelete }),
  ];

  return (
    <AdminScreen
      remote={remote}
      title="Rafikis"
      subtitle="Manage trained peer supporters"
      actions={
        <>
          {/* The debug button exists in development builds only. */}
          {import.meta.env.DEV ? <TestFetchAllButton /> : null}
          <CreateButton label="Add Rafiki" plus onClick={() => dialogs.open('create', null)} />
        </>
      }
    >
      <ListControls list={rafikis} searchLabel="Search rafikis by name, email or specialty" filters={filters}>
        <ExportButton path={exportPath('rafikis')} query={rafikis.query} fileName="rafikis.csv" />
      </ListControls>
      <AdminTable list={rafikis} columns={columns} />

      {dialogs.at('create') ? <RafikiFormDialog onClose={() => dialogs.close('create')} onSaved={dialogs.closeAll} /> : null}
      {details ? (
        <RafikiDetailsDialog rafiki={details.record} statusBadge={<StatusBadge status={details.record.status} />} onClose={() => dialogs.close('details')} />
      ) : null}
      {deleteDialog}
    </AdminScreen>
  );
}
