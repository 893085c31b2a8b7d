import { Box, Button } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface FilterBarProps {
  children: ReactNode;
  /** Shows a Refresh button that reloads the list. */
  onRefresh?: () => void;
  refreshing?: boolean;
}

/** The row of search, filters and Refresh above a list; it wraps on phones. */
export function FilterBar({ children, onRefresh, refreshing }: FilterBarProps) {
  return (
    <Box role="search" display="flex" flexWrap="wrap" gap="3" alignItems="center" bg="white" borderWidth="1px" borderRadius="lg" p="3" mb="4">
      {children}
      {onRefresh ? (
        <Button variant="outline" onClick={onRefresh} loading={refreshing} loadingText="Refreshing">
          Refresh
        </Button>
      ) : null}
    </Box>
  );
}
