import { Box, Button, Text } from '@tulia/shared/chakra';
import type { Rafiki } from '@tulia/shared/contract';
import { PageHeader, StatusBadge, formatDate, statusFilterOptions, type DataTableColumn } from '@tulia/shared/ui';
import { useState } from 'react';
import { EntryChips } from '../common/EntryChips';
import { DeleteIcon, PlusIcon, ViewIcon } from '../common/icons';
import { PersonCell } from '../common/PersonCell';
import { RowAction, RowActions } from '../common/RowActions';
import { ListFilters, ListTable } from '../common/ServerListView';
import { useDeleteConfirmation } from '../common/useDeleteConfirmation';
import { RafikiDetailsDialog } from './RafikiDetailsDialog';
import { RafikiFormDialog } from './RafikiFormDialog';
import { RAFIKI_FILTER_STATUSES } from './rafikiForm';
import { TestFetchAllButton } from './TestFetchAllButton';
import { rafikisApi, useRafikis } from './useRafikis';

type RafikiDialog = { kind: 'create' } | { kind: 'view'; rafiki: Rafiki };

const statusOptions = statusFilterOptions(RAFIKI_FILTER_STATUSES);

/** Rafikis (admin §2): search, status filter, the five-column table, add and delete. */
export default function RafikisPage() {
  const rafikis = useRafikis();
  const [dialog, setDialog] = useState<RafikiDialog | null>(null);
  const close = () => setDialog(null);
  const { confirmDelete, deleteDialog } = useDeleteConfirmation<Rafiki>({
    describe: (rafiki) => ({
      title: 'Delete rafiki',
      message: `The rafiki profile of ${rafiki.user.full_name} will be permanently deleted. Their user account stays on the Users screen.`,
    }),
    remove: (rafiki) => rafikisApi.remove(rafiki.id),
    success: 'Rafiki Deleted',
    failure: 'Failed to delete rafiki',
    onDeleted: rafikis.reload,
  });

  const columns: DataTableColumn<Rafiki>[] = [
    { key: 'rafiki', header: 'Rafiki', render: (r) => <PersonCell name={r.user.full_name} email={r.user.email} /> },
    { key: 'specialties', header: 'Specialties', render: (r) => <EntryChips entries={r.specialties} label="Specialties" max={3} /> },
    { key: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
    { key: 'join-date', header: 'Join Date', render: (r) => <Text whiteSpace="nowrap">{formatDate(r.join_date)}</Text> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (r) => (
        <RowActions>
          <RowAction label={`View ${r.user.full_name}`} icon={<ViewIcon />} onClick={() => setDialog({ kind: 'view', rafiki: r })} />
          <RowAction label={`Delete ${r.user.full_name}`} icon={<DeleteIcon />} palette="red" onClick={() => confirmDelete(r)} />
        </RowActions>
      ),
    },
  ];

  return (
    <Box data-remote="mfe-admin-users" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader
        title="Rafikis"
        subtitle="Manage trained peer supporters"
        actions={
          <>
            {/* DECISIONS: the debug button exists in development builds only. */}
            {import.meta.env.DEV ? <TestFetchAllButton /> : null}
            <Button colorPalette="brand" onClick={() => setDialog({ kind: 'create' })}>
              <PlusIcon /> Add Rafiki
            </Button>
          </>
        }
      />
      <ListFilters list={rafikis} searchLabel="Search rafikis by name, email or specialty" statusOptions={statusOptions} onRefresh={rafikis.reload} />
      <ListTable
        list={rafikis}
        caption="Rafikis"
        columns={columns}
        rowKey={(r) => r.id}
        errorMessage="Failed to fetch rafikis"
        empty={{ title: 'No rafikis found', filtered: 'Try adjusting your search or filters.', unfiltered: 'Add a rafiki to get started.' }}
        noun="rafikis"
      />

      {dialog?.kind === 'create' ? (
        <RafikiFormDialog
          onClose={close}
          onSaved={() => {
            close();
            rafikis.reload();
          }}
        />
      ) : null}
      {dialog?.kind === 'view' ? <RafikiDetailsDialog rafiki={dialog.rafiki} statusBadge={<StatusBadge status={dialog.rafiki.status} />} onClose={close} /> : null}
      {deleteDialog}
    </Box>
  );
}
