import { useQuery } from '@tanstack/react-query';

export type QueryStatus = 'loading' | 'error' | 'success';

/**
 * One answer that is not a paged list (a screen's figures, a record's history), cached under
 * `key`; start the key with the resource's name so a change to that resource refreshes it.
 * The same shape as a list's state: status, data, reload.
 */
export function useAdminQuery<T>(
  key: readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
  options: { refetchInterval?: number; enabled?: boolean } = {},
) {
  const result = useQuery({ queryKey: key, queryFn: ({ signal }) => load(signal), refetchInterval: options.refetchInterval, enabled: options.enabled });
  const retrying = result.isError && result.isFetching;
  const status: QueryStatus = result.isError && !retrying ? 'error' : result.isPending || retrying ? 'loading' : 'success';
  return {
    status,
    data: status === 'error' ? undefined : result.data,
    error: result.error,
    refreshing: result.isFetching,
    reload: () => {
      void result.refetch();
    },
  };
}
