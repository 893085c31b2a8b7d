import { Box, Skeleton, SkeletonText, Stack } from '@tulia/shared/chakra';

export interface LoadingSkeletonProps {
  /** What is loading, for screen readers. */
  label?: string;
  lines?: number;
}

/** Placeholder shaped like a page while its code or data loads. */
export function LoadingSkeleton({ label = 'Loading', lines = 4 }: LoadingSkeletonProps) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" p={{ base: '4', md: '6' }} data-testid="loading-skeleton">
      <Box as="span" srOnly>
        {label}
      </Box>
      <Stack gap="4">
        <Skeleton height="8" width={{ base: '70%', md: '40%' }} />
        <SkeletonText noOfLines={lines} gap="3" />
        <Skeleton height="32" />
      </Stack>
    </Box>
  );
}
