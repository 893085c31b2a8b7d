// The admin layer: list definitions (`defineAdminList`), list state in the address, queries and
// mutations on TanStack Query, forms with server errors at the fields. Loaded by the admin
// branch only; public pages never import it.
export * from './query-client';
export { choiceFilter, defineAdminList, recordWrites, typedPayload } from './admin-list';
export type { FilterDefinition, ListQuery, RecordRead, AdminListDefinition, AdminListOptions } from './admin-list';
export * from './audit-log';
export * from './list-state';
export { listKey, adminListKey, sharedKeys } from './keys';
export * from './useAdminList';
export * from './useAdminQuery';
export { RecordFreshnessNotice, useRecordDetails } from './useRecordDetails';
export * from './mutations';
export * from './useConfirmedDelete';
export * from './server-errors';
export * from './SchemaFormDialog';
export * from './RecordFormDialog';
export * from './form-fields';
export * from './useLeaveGuard';
export * from './selection';
export * from './download';
export * from './ListControls';
export * from './AdminTable';
export * from './AdminGrid';
export * from './AdminScreen';
export type { AdminListTexts } from './list-texts';
export * from './useDialogStack';
export * from './SortSelect';
export * from './ExportButton';
export * from './BulkActionBar';
export * from './RecordHistory';
export * from './RecordSection';
// The pieces every admin list draws: row actions, a person cell, chips, the details dialog, icons.
export * from './RowActions';
export * from './actions-column';
export * from './PersonCell';
export * from './EntryChips';
export * from './RecordDetailsDialog';
export * from './icons';
// The form library travels with the layer, so a form's provider and its fields always share
// one copy of it (a remote's own copy would not see the dialog's form context). A remote's
// fields bind through `formFields`, or these two where a field is more than an input.
export { useController, useWatch } from 'react-hook-form';
// The cache's own hooks, for the few screens that need more than the helpers above.
export { useQueryClient } from '@tanstack/react-query';
