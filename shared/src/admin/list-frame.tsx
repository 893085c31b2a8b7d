import { Pagination, useKeepPageInRange } from '@tulia/shared/ui';
import { emptyState, failureMessage, type AdminListTexts } from './list-texts';
import type { AdminListView } from './useAdminList';

/** What a table and a card grid are both given: the list, its texts, and how a failure reads. */
export interface ListFrameProps<T, F extends string, S extends string> {
  list: AdminListView<T, F, S>;
  /** By default the list definition's texts. */
  texts?: AdminListTexts;
  /** A failure shows the server's message (falling back to the screen's). */
  serverFailure?: boolean;
}

/**
 * What a table and a card grid both draw around the rows: the states of the list (loading, the
 * failure with Retry, the empty state) and the paging under it. Deleting the last row of the
 * last page shows the page before, not an empty page.
 */
export function useListFrame<T, F extends string, S extends string>({ list, texts: given, serverFailure }: ListFrameProps<T, F, S>) {
  useKeepPageInRange(list);
  const texts = given ?? list.texts;
  if (!texts) throw new Error('An admin list needs its texts: on its definition, or given to the table or grid.');
  return {
    texts,
    states: {
      status: list.status,
      errorMessage: failureMessage(texts, list.error, serverFailure),
      onRetry: list.reload,
      empty: emptyState(texts, list.filtersActive),
    },
    paging: <Pagination page={list.page} perPage={list.perPage} total={list.total} onPageChange={list.setPage} noun={texts.noun} />,
  };
}
