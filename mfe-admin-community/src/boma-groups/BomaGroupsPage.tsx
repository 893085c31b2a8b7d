import { Center, HStack, Spinner, Text } from '@tulia/shared/chakra';
import type { BomaGroup } from '@tulia/shared/contract';
import { AdminGrid, AdminScreen, CreateButton, ListControls, SortSelect, useAdminList, useConfirmedDelete, useDialogStack } from '@tulia/shared/admin';
import { remote } from '../remote';
import { BomaGroupCard } from './BomaGroupCard';
import { BomaGroupDetailsDialog } from './BomaGroupDetailsDialog';
import { BomaGroupFormDialog } from './BomaGroupFormDialog';
import { bomaGroupsList } from './boma-groups-list';
import { groupFilters, sortChoices } from './boma-group-choices';

/** The dialogs of the screen: a group's details, and the create (null) or edit form over them. */
interface GroupDialogs {
  details: BomaGroup;
  form: BomaGroup | null;
}

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
  const dialogs = useDialogStack<GroupDialogs>();
  const [details, form] = [dialogs.at('details'), dialogs.at('form')];
  const { confirmDelete, deleteDialog } = useConfirmedDelete<BomaGroup>({ resource: bomaGroupsList });

  return (
    <AdminScreen
      remote={remote}
      title="Boma Groups"
      subtitle="Manage community groups and support circles"
      actions={<CreateButton label="Create Group" onClick={() => dialogs.open('form', null)} />}
    >
      <ListControls list={groups} searchLabel="Search groups by name or description" filters={groupFilters}>
        <SortSelect list={groups} choices={sortChoices} />
      </ListControls>

      {groups.status === 'loading' && groups.items.length > 0 ? (
        <HStack role="status" gap="2" mb="3" color="gray.700">
          <Spinner size="sm" color="brand.600" />
          <Text fontSize="sm">Updating groups...</Text>
        </HStack>
      ) : null}

      <AdminGrid
        list={groups}
        firstLoad={<LoadingGroups />}
        renderItem={(group) => (
          <BomaGroupCard
            group={group}
            onView={(item) => dialogs.open('details', item)}
            onEdit={(item) => dialogs.open('form', item)}
            onDelete={confirmDelete}
          />
        )}
      />

      {details ? (
        <BomaGroupDetailsDialog group={details.record} onClose={() => dialogs.close('details')} onEdit={(group) => dialogs.open('form', group)} />
      ) : null}
      {form ? <BomaGroupFormDialog group={form.record} onClose={() => dialogs.close('form')} onSaved={dialogs.closeAll} /> : null}
      {deleteDialog}
    </AdminScreen>
  );
}
