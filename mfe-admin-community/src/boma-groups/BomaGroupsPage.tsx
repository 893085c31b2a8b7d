import { Box, Button, Center, HStack, Spinner, Text } from '@tulia/shared/chakra';
import type { BomaGroup } from '@tulia/shared/contract';
import { ListControls, SortSelect, useConfirmedDelete, useAdminList } from '@tulia/shared/admin';
import { CardGrid, PageHeader, Pagination, useKeepPageInRange } from '@tulia/shared/ui';
import { useState } from 'react';
import { BomaGroupCard } from './BomaGroupCard';
import { BomaGroupDetailsDialog } from './BomaGroupDetailsDialog';
import { BomaGroupFormDialog } from './BomaGroupFormDialog';
import { bomaGroupsList } from './boma-groups-list';
import { categoryOptions, sortChoices, statusOptions } from './boma-group-choices';

/** The create/edit form, and for which group. */
type GroupForm = { group: BomaGroup | null } | null;

function LoadingGroups() {
  return (
    <Center role="status" flexDirection="column" gap="3" py="16" bg="white" borderWidth="1px" borderRadius="lg">
      <Spinner size="xl" color="brand.600" borderWidth="3px" />
      <Text color="gray.700">Loading groups...</Text>
    </Center>
  );
}

/** Boma Groups: community groups and support circles, as cards, 20 per page. */
export default function BomaGroupsPage() {
  const groups = useAdminList(bomaGroupsList);
  // Deleting the last card of the last page shows the page before, not an empty page.
  useKeepPageInRange(groups);
  // Edit Group from the details opens the form over the details (nested dialogs: closing one
  // dialog and opening another in the same click would send focus back outside the new one).
  const [viewing, setViewing] = useState<BomaGroup | null>(null);
  const [form, setForm] = useState<GroupForm>(null);
  const { confirmDelete, deleteDialog } = useConfirmedDelete<BomaGroup>({
    resource: bomaGroupsList,
    describe: () => ({ title: 'Delete Group', message: 'Are you sure you want to delete this group?' }),
    remove: (group) => bomaGroupsList.api.remove(group.id),
    success: 'Group Deleted',
    failure: 'Failed to delete group',
  });

  const firstLoad = groups.status === 'loading' && groups.items.length === 0;
  return (
    <Box data-remote="mfe-admin-community" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader
        title="Boma Groups"
        subtitle="Manage community groups and support circles"
        actions={
          <Button colorPalette="brand" onClick={() => setForm({ group: null })}>
            Create Group
          </Button>
        }
      />

      <ListControls
        list={groups}
        searchLabel="Search groups by name or description"
        filters={[
          { key: 'status', label: 'Filter by status', options: statusOptions },
          { key: 'category', label: 'Filter by category', options: categoryOptions },
        ]}
      >
        <SortSelect list={groups} choices={sortChoices} />
      </ListControls>

      {groups.status === 'loading' && !firstLoad ? (
        <HStack role="status" gap="2" mb="3" color="gray.700">
          <Spinner size="sm" color="brand.600" />
          <Text fontSize="sm">Updating groups...</Text>
        </HStack>
      ) : null}

      {firstLoad ? (
        <LoadingGroups />
      ) : (
        <CardGrid
          label="Boma groups"
          items={groups.items}
          itemKey={(group) => group.id}
          status={groups.status}
          errorMessage="Failed to fetch groups"
          onRetry={groups.reload}
          empty={{
            title: 'No groups found',
            description: groups.filtersActive
              ? 'Try adjusting your search or filters.'
              : 'No boma groups have been created yet. Use Create Group to start one.',
          }}
          renderItem={(group) => <BomaGroupCard group={group} onView={setViewing} onEdit={(item) => setForm({ group: item })} onDelete={confirmDelete} />}
        />
      )}

      <Pagination page={groups.page} perPage={groups.perPage} total={groups.total} onPageChange={groups.setPage} noun="groups" />

      {viewing ? <BomaGroupDetailsDialog group={viewing} onClose={() => setViewing(null)} onEdit={(group) => setForm({ group })} /> : null}
      {form ? (
        <BomaGroupFormDialog
          group={form.group}
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
