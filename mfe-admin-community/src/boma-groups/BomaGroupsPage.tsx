import { Box, Button, Center, HStack, Spinner, Text } from '@tulia/shared/chakra';
import { BOMA_GROUP_STATUSES, GROUP_CATEGORIES, type BomaGroup } from '@tulia/shared/contract';
import {
  CardGrid,
  ConfirmDialog,
  FilterBar,
  FilterSelect,
  PageHeader,
  Pagination,
  SearchInput,
  notifyError,
  notifySuccess,
  statusFilterOptions,
  useKeepPageInRange,
} from '@tulia/shared/ui';
import { useState } from 'react';
import { BomaGroupCard } from './BomaGroupCard';
import { BomaGroupDetailsDialog } from './BomaGroupDetailsDialog';
import { BomaGroupFormDialog } from './BomaGroupFormDialog';
import { deleteBomaGroup, useBomaGroups } from './useBomaGroups';

const statusOptions = statusFilterOptions(BOMA_GROUP_STATUSES);
// DECISIONS: the one canonical category set, the same as the form's.
const categoryOptions = [{ value: 'all', label: 'All categories' }, ...GROUP_CATEGORIES.map((category) => ({ value: category, label: category }))];

/** The create/edit form or the delete question, and for which group. */
type GroupAction = { kind: 'create' } | { kind: 'edit'; group: BomaGroup } | { kind: 'delete'; group: BomaGroup } | null;

function LoadingGroups() {
  return (
    <Center role="status" flexDirection="column" gap="3" py="16" bg="white" borderWidth="1px" borderRadius="lg">
      <Spinner size="xl" color="brand.600" borderWidth="3px" />
      <Text color="gray.700">Loading groups...</Text>
    </Center>
  );
}

/** Boma Groups (admin §2): community groups and support circles, as cards, 20 per page. */
export default function BomaGroupsPage() {
  const groups = useBomaGroups();
  useKeepPageInRange(groups);
  // Edit Group from the details opens the form over the details (nested dialogs: closing one
  // dialog and opening another in the same click would send focus back outside the new one).
  const [viewing, setViewing] = useState<BomaGroup | null>(null);
  const [action, setAction] = useState<GroupAction>(null);
  const close = () => setAction(null);

  const afterSave = () => {
    close();
    setViewing(null);
    groups.reload();
  };

  const remove = async (group: BomaGroup) => {
    try {
      await deleteBomaGroup(group.id);
      notifySuccess('Group Deleted', `"${group.name}" was deleted.`);
    } catch (error) {
      notifyError(error, 'Failed to delete group');
    }
    close();
    groups.reload();
  };

  const firstLoad = groups.status === 'loading' && groups.items.length === 0;
  return (
    <Box data-remote="mfe-admin-community" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader
        title="Boma Groups"
        subtitle="Manage community groups and support circles"
        actions={
          <Button colorPalette="brand" onClick={() => setAction({ kind: 'create' })}>
            Create Group
          </Button>
        }
      />

      <FilterBar onRefresh={groups.reload} refreshing={groups.status === 'loading'}>
        <SearchInput label="Search groups by name or description" value={groups.search} onSearch={groups.setSearch} />
        <FilterSelect label="Filter by status" value={groups.filters.status} options={statusOptions} onChange={(value) => groups.setFilter('status', value)} />
        <FilterSelect label="Filter by category" value={groups.filters.category} options={categoryOptions} onChange={(value) => groups.setFilter('category', value)} />
      </FilterBar>

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
            description: groups.filtersActive ? 'Try adjusting your search or filters.' : 'No boma groups have been created yet. Use Create Group to start one.',
          }}
          renderItem={(group) => (
            <BomaGroupCard
              group={group}
              onView={setViewing}
              onEdit={(item) => setAction({ kind: 'edit', group: item })}
              onDelete={(item) => setAction({ kind: 'delete', group: item })}
            />
          )}
        />
      )}

      <Pagination page={groups.page} perPage={groups.perPage} total={groups.total} onPageChange={groups.setPage} noun="groups" />

      {viewing ? <BomaGroupDetailsDialog group={viewing} onClose={() => setViewing(null)} onEdit={(group) => setAction({ kind: 'edit', group })} /> : null}
      {action?.kind === 'create' || action?.kind === 'edit' ? (
        <BomaGroupFormDialog group={action.kind === 'edit' ? action.group : null} onClose={close} onSaved={afterSave} />
      ) : null}
      <ConfirmDialog
        open={action?.kind === 'delete'}
        title="Delete Group"
        message="Are you sure you want to delete this group?"
        confirmLabel="Delete"
        onConfirm={() => (action?.kind === 'delete' ? remove(action.group) : undefined)}
        onClose={close}
      />
    </Box>
  );
}
