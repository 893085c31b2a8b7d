// The design system: generic building blocks shared by the shell and every remote. Each module's
// whole surface, except where the parts only this library composes (OptionsSelect, SortHeaderButton,
// the selection cells) stay inside it and the public names are listed.
export * from './PageHeader';
export * from './LoadingSkeleton';
export * from './ErrorState';
export * from './NoScriptNote';
export * from './StatCard';
export * from './form/FormField';
export * from './form/TextField';
export * from './form/PasswordField';
export { SelectField } from './form/SelectField';
export type { SelectFieldProps, SelectOption } from './form/SelectField';
export * from './StatusBadge';
export * from './EmptyState';
export * from './data/DataTable';
export { ariaSortOf } from './data/SortHeader';
export type { SortDirection, TableSorting } from './data/SortHeader';
export type { TableSelection } from './data/SelectionCells';
export * from './data/Pagination';
export * from './filters/SearchInput';
export * from './filters/FilterSelect';
export * from './filters/FilterBar';
export * from './dialogs/ConfirmDialog';
export * from './dialogs/FormDialog';
export * from './dialogs/DiscardChangesDialog';
export * from './dialogs/DetailsDialog';
export * from './dialogs/toast-interaction';
export * from './notify';
export * from './format';
export * from './TagList';
export * from './data/CardGrid';
export * from './form/CheckboxField';
export * from './data/useKeepPageInRange';
export * from './links';
export * from './usePrefersLowData';
export * from './QuickExitButton';
export * from './LineIcon';
export * from './useMinuteClock';
