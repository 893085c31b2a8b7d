import { useEffect } from 'react';

export interface PagedListState {
  page: number;
  perPage: number;
  total: number;
  status: 'loading' | 'error' | 'success';
  items: readonly unknown[];
  setPage: (page: number) => void;
}

/**
 * When a change empties the page being shown (the last row of the last page deleted, or moved
 * out of a status filter), goes back to the last page that still has rows, instead of showing
 * an empty page 'of' fewer pages.
 */
export function useKeepPageInRange({ page, perPage, total, status, items, setPage }: PagedListState): void {
  const emptyPastTheEnd = status === 'success' && items.length === 0 && page > 1;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  useEffect(() => {
    if (emptyPastTheEnd) setPage(Math.min(page - 1, lastPage));
  }, [emptyPastTheEnd, page, lastPage, setPage]);
}
