// The design system: generic building blocks shared by the shell and every remote.
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { LoadingSkeleton } from './LoadingSkeleton';
export type { LoadingSkeletonProps } from './LoadingSkeleton';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export { FormField } from './form/FormField';
export type { FormFieldProps } from './form/FormField';
export { TextField, TextAreaField } from './form/TextField';
export type { TextFieldProps, TextAreaFieldProps } from './form/TextField';
export { PasswordField } from './form/PasswordField';
export type { PasswordFieldProps } from './form/PasswordField';
export { SelectField } from './form/SelectField';
export type { SelectFieldProps, SelectOption } from './form/SelectField';
export { useAsync } from './useAsync';
export type { AsyncState } from './useAsync';
