// The admin resource layer: resource definitions, list state in the address, queries and
// mutations on TanStack Query, forms with server errors at the fields. Loaded by the admin
// branch only; public pages never import it.
export { AdminDataProvider, createAdminQueryClient } from './query-client';
export { defineResource, typedPayload } from './resource';
export type { FilterDefinition, ListQuery, RecordRead, ResourceDefinition, ResourceOptions } from './resource';
export { auditLogResource } from './audit-log';
export { apiQuery, listSearchParams, nextOrder, readListQuery } from './list-state';
export { listKey, resourceKey, sharedKeys } from './keys';
export { useResourceList } from './useResourceList';
export type { ListStatus, ResourceList } from './useResourceList';
export { useResourceQuery } from './useResourceQuery';
export { RecordFreshnessNotice, useRecordDetails } from './useRecordDetails';
export type { QueryStatus } from './useResourceQuery';
export { invalidateResources, useResourceMutation } from './mutations';
export type { ActionTexts, ResourceMutationOptions } from './mutations';
export { useConfirmedDelete } from './useConfirmedDelete';
export type { ConfirmedDeleteOptions } from './useConfirmedDelete';
export { serverFieldErrors, showServerFieldErrors } from './server-errors';
export type { ServerFieldError } from './server-errors';
export { SchemaFormDialog } from './SchemaFormDialog';
export type { SchemaFormDialogProps } from './SchemaFormDialog';
export { useLeaveGuard } from './useLeaveGuard';
export { useRowSelection } from './selection';
export type { ShownRows } from './selection';
export { downloadFile } from './download';
export { ListControls } from './ListControls';
export type { ListControlsProps, ListFilterControl } from './ListControls';
export { ResourceTable } from './ResourceTable';
export type { ResourceTableProps } from './ResourceTable';
export { SortSelect } from './SortSelect';
export type { SortChoice } from './SortSelect';
export { ExportButton } from './ExportButton';
export type { ExportButtonProps } from './ExportButton';
export { BulkActionBar } from './BulkActionBar';
export { RecordHistory } from './RecordHistory';
export type { BulkAction } from './BulkActionBar';
// The form library travels with the layer, so a form's provider and its fields always share
// one copy of it (a remote's own copy would not see the dialog's form context).
export { Controller, FormProvider, useController, useFieldArray, useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
// The cache's own hooks, for the few screens that need more than the helpers above.
export { useQueryClient } from '@tanstack/react-query';
