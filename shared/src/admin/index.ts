// The admin layer: list definitions (`defineAdminList`), list state in the address, queries and
// mutations on TanStack Query, forms with server errors at the fields. Loaded by the admin
// branch only; public pages never import it.
export { AdminDataProvider, createAdminQueryClient } from './query-client';
export { choiceFilter, defineAdminList, recordWrites, typedPayload } from './admin-list';
export type { FilterDefinition, ListQuery, RecordRead, AdminListDefinition, AdminListOptions } from './admin-list';
export { auditLogList } from './audit-log';
export { apiQuery, listSearchParams, nextOrder, readListQuery } from './list-state';
export { listKey, adminListKey, sharedKeys } from './keys';
export { useAdminList } from './useAdminList';
export type { ListStatus, AdminListView } from './useAdminList';
export { useAdminQuery } from './useAdminQuery';
export { RecordFreshnessNotice, useRecordDetails } from './useRecordDetails';
export type { QueryStatus } from './useAdminQuery';
export { invalidateAdminLists, useAdminMutation } from './mutations';
export type { ActionTexts, AdminMutationOptions } from './mutations';
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
export { ListControls, statusFilter } from './ListControls';
export type { ListControlsProps, ListFilterControl } from './ListControls';
export { AdminTable } from './AdminTable';
export type { AdminTableProps } from './AdminTable';
export { AdminGrid } from './AdminGrid';
export { AdminScreen } from './AdminScreen';
export type { AdminScreenProps, RemoteMark } from './AdminScreen';
export type { AdminGridProps } from './AdminGrid';
export type { AdminListTexts } from './list-texts';
export { useDialogStack } from './useDialogStack';
export type { DialogStack } from './useDialogStack';
export { SortSelect, gridSortChoices } from './SortSelect';
export type { SortChoice } from './SortSelect';
export { ExportButton } from './ExportButton';
export type { ExportButtonProps } from './ExportButton';
export { BulkActionBar } from './BulkActionBar';
export { RecordHistory } from './RecordHistory';
export type { BulkAction } from './BulkActionBar';
// The pieces every admin list draws: row actions, a person cell, chips, the details dialog, icons.
export { RowAction, RowActions } from './RowActions';
export type { RowActionProps } from './RowActions';
export { actionsColumn, recordActionsColumn } from './actions-column';
export type { RecordActionHandlers } from './actions-column';
export { PersonCell } from './PersonCell';
export { EntryChips } from './EntryChips';
export type { EntryChipsProps } from './EntryChips';
export { RecordDetailsDialog } from './RecordDetailsDialog';
export type { RecordDetailsDialogProps } from './RecordDetailsDialog';
export { ApproveIcon, DeleteIcon, EditIcon, MoreIcon, PlusIcon, RejectIcon, ViewIcon } from './icons';
// The form library travels with the layer, so a form's provider and its fields always share
// one copy of it (a remote's own copy would not see the dialog's form context).
export { Controller, FormProvider, useController, useFieldArray, useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
// The cache's own hooks, for the few screens that need more than the helpers above.
export { useQueryClient } from '@tanstack/react-query';
