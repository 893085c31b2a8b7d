// The design system: generic building blocks shared by the shell and every remote.
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { LoadingSkeleton } from './LoadingSkeleton';
export type { LoadingSkeletonProps } from './LoadingSkeleton';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
