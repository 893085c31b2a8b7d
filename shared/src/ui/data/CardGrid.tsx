import { Box, SimpleGrid, Skeleton, SkeletonText } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';

export interface CardGridProps<T> {
  /** Names the list of cards for screen readers, e.g. 'Resources'. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  status: 'loading' | 'error' | 'success';
  /** Shown with a Retry button when the list failed to load (the list is then empty). */
  errorMessage?: string;
  onRetry?: () => void;
  empty: { title: string; description?: string };
  /** Placeholder cards shown on the first load. */
  skeletonCount?: number;
}

/**
 * A list shown as cards in 1, 2 or 3 columns (phone, tablet, wide screen), with its loading
 * (placeholder cards), failure (message and Retry, no cards) and empty states.
 */
export function CardGrid<T>({ label, items, itemKey, renderItem, status, errorMessage, onRetry, empty, skeletonCount = 6 }: CardGridProps<T>) {
  const columns = { base: 1, md: 2, xl: 3 };
  if (status === 'error') return <ErrorState message={errorMessage ?? 'Something went wrong.'} onRetry={onRetry} />;
  if (status === 'loading' && items.length === 0) {
    return (
      <Box role="status" aria-live="polite" aria-busy="true" data-testid="card-grid-loading">
        <Box as="span" srOnly>
          Loading {label}
        </Box>
        <SimpleGrid columns={columns} gap="4">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <Box key={index} bg="white" borderWidth="1px" borderRadius="lg" p="5">
              <Skeleton height="5" width="40%" mb="4" />
              <SkeletonText noOfLines={4} gap="3" />
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    );
  }
  if (status === 'success' && items.length === 0) {
    return (
      <Box bg="white" borderWidth="1px" borderRadius="lg">
        <EmptyState title={empty.title} description={empty.description} />
      </Box>
    );
  }
  return (
    <SimpleGrid as="ul" aria-label={label} aria-busy={status === 'loading'} columns={columns} gap="4" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Box as="li" key={itemKey(item)} display="flex" minW="0">
          {renderItem(item)}
        </Box>
      ))}
    </SimpleGrid>
  );
}
