import { Box, Button } from '@tulia/shared/chakra';
import { errorMessage } from '@tulia/shared/api-client';
import { RESOURCE_STATUSES, RESOURCE_TYPES, type Resource } from '@tulia/shared/contract';
import {
  CardGrid,
  ConfirmDialog,
  FilterBar,
  FilterSelect,
  notifyError,
  notifySuccess,
  PageHeader,
  Pagination,
  SearchInput,
  statusFilterOptions,
  useKeepPageInRange,
} from '@tulia/shared/ui';
import { useState } from 'react';
import { ResourceCard } from './ResourceCard';
import { ResourceFormDialog } from './ResourceFormDialog';
import { deleteResource, useResources } from './useResources';

const statusOptions = statusFilterOptions(RESOURCE_STATUSES);
const typeOptions = statusFilterOptions(RESOURCE_TYPES, 'All types');

/** Which resource the form shows; `session` remounts the form so each opening starts fresh. */
interface Editor {
  open: boolean;
  resource: Resource | null;
  session: number;
}

/** Resources (admin §2): educational content and wellness resources as cards. */
export default function ResourcesPage() {
  const list = useResources();
  useKeepPageInRange(list);
  const [editor, setEditor] = useState<Editor>({ open: false, resource: null, session: 0 });
  const [deleting, setDeleting] = useState<Resource | null>(null);

  const openEditor = (resource: Resource | null) => setEditor((current) => ({ open: true, resource, session: current.session + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteResource(deleting.id);
      notifySuccess('Resource Deleted');
      list.reload();
    } catch (error) {
      notifyError(error, 'Failed to delete resource');
    }
    setDeleting(null);
  };

  return (
    <Box data-remote="mfe-admin-content" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader
        title="Resources"
        subtitle="Manage educational content and wellness resources"
        actions={
          <Button colorPalette="brand" onClick={() => openEditor(null)}>
            Add Resource
          </Button>
        }
      />
      <FilterBar>
        <SearchInput label="Search resources by title or description" value={list.search} onSearch={list.setSearch} />
        <FilterSelect label="Filter by status" value={list.filters.status} options={statusOptions} onChange={(value) => list.setFilter('status', value)} />
        <FilterSelect label="Filter by type" value={list.filters.resource_type} options={typeOptions} onChange={(value) => list.setFilter('resource_type', value)} />
      </FilterBar>
      {/* Admin §8 empties the list on a load failure; the product also says so and offers Retry. */}
      <CardGrid
        label="Resources"
        items={list.items}
        itemKey={(resource) => resource.id}
        renderItem={(resource) => <ResourceCard resource={resource} onEdit={openEditor} onDelete={setDeleting} />}
        status={list.status}
        errorMessage={errorMessage(list.error, 'Failed to fetch resources')}
        onRetry={list.reload}
        empty={{
          title: 'No resources found',
          description: list.filtersActive ? 'Try adjusting your search or filters.' : 'Add the first resource with Add Resource.',
        }}
      />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} onPageChange={list.setPage} noun="resources" />
      <ResourceFormDialog
        key={editor.session}
        open={editor.open}
        resource={editor.resource}
        onClose={closeEditor}
        onSaved={() => {
          closeEditor();
          list.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Resource"
        message="Are you sure you want to delete this resource?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
