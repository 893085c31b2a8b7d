import { Box, Button } from '@tulia/shared/chakra';
import { RESOURCE_STATUSES, RESOURCE_TYPES, type Resource, type resourcesSorting } from '@tulia/shared/contract';
import {
  AdminGrid,
  ListControls,
  SortSelect,
  useAdminList,
  useConfirmedDelete,
  useDialogStack,
  type SortChoice,
  type AdminListTexts,
} from '@tulia/shared/admin';
import { PageHeader, statusFilterOptions } from '@tulia/shared/ui';
import { ResourceCard } from './ResourceCard';
import { ResourceFormDialog } from './ResourceFormDialog';
import { resourcesList } from './resources-list';

const texts: AdminListTexts = {
  caption: 'Resources',
  failure: 'Failed to fetch resources',
  empty: { title: 'No resources found', unfiltered: 'Add the first resource with Add Resource.' },
  noun: 'resources',
};

const statusOptions = statusFilterOptions(RESOURCE_STATUSES);
const typeOptions = statusFilterOptions(RESOURCE_TYPES, 'All types');

/** Cards have no headers to press: the grid's orders, newest first by default (the contract's). */
const sortChoices: readonly SortChoice<(typeof resourcesSorting.sorts)[number]>[] = [
  { sort: 'created_at', order: 'desc', label: 'Newest first' },
  { sort: 'created_at', order: 'asc', label: 'Oldest first' },
  { sort: 'updated_at', order: 'desc', label: 'Recently updated' },
  { sort: 'title', order: 'asc', label: 'Title (A–Z)' },
  { sort: 'title', order: 'desc', label: 'Title (Z–A)' },
  { sort: 'category', order: 'asc', label: 'Category' },
  { sort: 'resource_type', order: 'asc', label: 'Type' },
];

/** The create (null) or edit form, for which resource. */
interface ResourceDialogs {
  form: Resource | null;
}

/** Resources: educational content and wellness resources as cards. */
export default function ResourcesPage() {
  const list = useAdminList(resourcesList);
  const dialogs = useDialogStack<ResourceDialogs>();
  const form = dialogs.at('form');
  const { confirmDelete, deleteDialog } = useConfirmedDelete<Resource>({
    resource: resourcesList,
    describe: () => ({ title: 'Delete Resource', message: 'Are you sure you want to delete this resource?' }),
    remove: (resource) => resourcesList.api.remove(resource.id),
    success: 'Resource Deleted',
    failure: 'Failed to delete resource',
  });

  return (
    <Box data-remote="mfe-admin-content" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader
        title="Resources"
        subtitle="Manage educational content and wellness resources"
        actions={
          <Button colorPalette="brand" onClick={() => dialogs.open('form', null)}>
            Add Resource
          </Button>
        }
      />
      <ListControls
        list={list}
        searchLabel="Search resources by title or description"
        filters={[
          { key: 'status', label: 'Filter by status', options: statusOptions },
          { key: 'resource_type', label: 'Filter by type', options: typeOptions },
        ]}
      >
        <SortSelect list={list} choices={sortChoices} />
      </ListControls>
      {/* A load failure empties the list; the screen also says so and offers Retry. */}
      <AdminGrid
        list={list}
        texts={texts}
        serverFailure
        renderItem={(resource) => <ResourceCard resource={resource} onEdit={(item) => dialogs.open('form', item)} onDelete={confirmDelete} />}
      />
      {form ? <ResourceFormDialog resource={form.record} onClose={() => dialogs.close('form')} onSaved={dialogs.closeAll} /> : null}
      {deleteDialog}
    </Box>
  );
}
