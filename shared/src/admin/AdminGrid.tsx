import { CardGrid } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { useListFrame } from './list-frame';
import type { AdminListTexts } from './list-texts';
import type { AdminListView } from './useAdminList';

export interface AdminGridProps<T extends { id: number }, F extends string, S extends string> {
  list: AdminListView<T, F, S>;
  renderItem: (item: T) => ReactNode;
  /** By default the list definition's texts. */
  texts?: AdminListTexts;
  /** A failure shows the server's message (falling back to the screen's). */
  serverFailure?: boolean;
  /** Drawn instead of the placeholder cards on the first load, where a screen specifies its own. */
  firstLoad?: ReactNode;
}

/** The card-grid twin of AdminTable: a server-paged grid with its loading, failure and empty states, and paging. */
export function AdminGrid<T extends { id: number }, F extends string, S extends string>({
  list,
  renderItem,
  texts,
  serverFailure,
  firstLoad,
}: AdminGridProps<T, F, S>) {
  const frame = useListFrame(list, texts, serverFailure);
  const loadingFirst = list.status === 'loading' && list.items.length === 0;
  return (
    <>
      {firstLoad && loadingFirst ? (
        firstLoad
      ) : (
        <CardGrid label={frame.texts.caption} items={list.items} itemKey={(item) => item.id} renderItem={renderItem} {...frame.states} />
      )}
      {frame.paging}
    </>
  );
}
