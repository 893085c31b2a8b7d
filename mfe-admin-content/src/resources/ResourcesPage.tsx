import { RESOURCE_STATUSES, RESOURCE_TYPES, type Resource } from '@tulia/shared/contract';
import {
  AdminGrid,
  AdminScreen,
  CreateButton,
  ListControls,
  SortSelect,
  gridSortChoices,
  statusFilter,
  useAdminList,
  useConfirmedDelete,
  useDialogStack,
} from '@tulia/shared/admin';
import { statusFilterOptions } from '@tulia/shared/ui';
import { remote } from '../remote';
import { ResourceCard } from './ResourceCard';
import { ResourceFormDialog } from './ResourceFormDialog';
import { resourcesList } from './resources-list';

const filters = [
  statusFilter(RESOURCE_STATUSES),
  { key: 'resource_type' as const, label: 'Filter by type', options: statusFilterOptions(RESOURCE_TYPES, 'All types') },
];

/** The grid's orders, newest first by default (the contract's). */
const sortChoices = gridSortChoices({ sort: 'title', label: 'Title' }, [
  { sort: 'category', order: 'asc', label: 'Category' },
  { sort: 'resource_type', order: 'asc', label: 'Type' },
]);

/** Resources: educational content and wellness resources as cards. */
export default function ResourcesPage() {
  const list = useAdminList(resourcesList);
  // The create (null) or edit form, for which resource.
  const dialogs = useDialogStack<{ form: Resource | null }>();
  const form = dialogs.at('form');
  const { confirmDelete, deleteDialog } = useConfirmedDelete<Resource>({ resource: resourcesList });

  return (
    <AdminScreen
      remote={remote}
      title="Resources"
      subtitle="Manage educational content and wellness resources"
      actions={<CreateButton label="Add Resource" onClick={() => dialogs.open('form', null)} />}
    >
      <ListControls list={list} searchLabel="Search resources by title or description" filters={filters}>
        <SortSelect list={list} choices={sortChoices} />
      </ListControls>
      {/* A load failure empties the list; the screen also says so and offers Retry. */}
      <AdminGrid
        list={list}
        serverFailure
        renderItem={(resource) => <ResourceCard resource={resource} onEdit={(item) => dialogs.open('form', item)} onDelete={confirmDelete} />}
      />
      {form ? <ResourceFormDialog resource={form.record} onClose={() => dialogs.close('form')} onSaved={dialogs.closeAll} /> : null}
      {deleteDialog}
    </AdminScreen>
  );
}
