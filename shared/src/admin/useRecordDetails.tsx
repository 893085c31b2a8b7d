import { Box, Button, Text } from '@tulia/shared/chakra';
import { ApiError } from '@tulia/shared/api-client';
import { useQuery } from '@tanstack/react-query';
import type { AdminListDefinition } from './admin-list';

export type RecordFreshness = 'reading' | 'fresh' | 'failed' | 'gone';

/**
 * A record as its details dialog shows it: read again from the api each time the dialog opens,
 * since the list's row may be minutes old (another administrator may have changed it). The row
 * stands in while the record comes, so the dialog opens at once; a change to the resource reads it again.
 */
export function useRecordDetails<T extends { id: number }>(
  resource: Pick<AdminListDefinition<T>, 'name'> & { api: { get?: (id: number, signal?: AbortSignal) => Promise<T> } },
  row: T,
) {
  const { get } = resource.api;
  const query = useQuery({
    queryKey: [resource.name, 'record', row.id],
    queryFn: ({ signal }) => (get ? get(row.id, signal) : Promise.resolve(row)),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const read = query.isFetchedAfterMount && !query.isError ? query.data : undefined;
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const freshness: RecordFreshness = query.isError ? (gone ? 'gone' : 'failed') : read ? 'fresh' : 'reading';
  return {
    record: read ?? row,
    freshness,
    reload: () => {
      void query.refetch();
    },
  };
}

/** What a details dialog says when its record could not be read (the list's row is shown instead). */
export function RecordFreshnessNotice({ freshness, reload }: { freshness: RecordFreshness; reload: () => void }) {
  if (freshness === 'gone') {
    return (
      <Box role="alert" mb="4" p="3" rounded="md" bg="red.50">
        <Text color="red.800">This record no longer exists. It may have been deleted by another administrator.</Text>
      </Box>
    );
  }
  if (freshness !== 'failed') return null;
  return (
    <Box role="alert" mb="4" p="3" rounded="md" bg="orange.50" display="flex" alignItems="center" gap="3" flexWrap="wrap">
      <Text color="orange.900" flex="1">
        Could not load the latest details. Showing them as the list had them.
      </Text>
      <Button size="xs" variant="outline" onClick={reload}>
        Retry
      </Button>
    </Box>
  );
}
