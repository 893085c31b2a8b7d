import { CardGrid } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { useListFrame, type ListFrameProps } from './list-frame';

export interface AdminGridProps<T extends { id: number }, F extends string, S extends string> extends ListFrameProps<T, F, S> {
  renderItem: (item: T) => ReactNode;
  /** Drawn instead of the placeholder cards on the first load, where a screen specifies its own. */
  firstLoad?: ReactNode;
}

/** The card-grid twin of AdminTable: a server-paged grid with its loading, failure and empty states, and paging. */
export function AdminGrid<T extends { id: number }, F extends string, S extends string>(props: AdminGridProps<T, F, S>) {
  const { list, renderItem, firstLoad } = props;
  const frame = useListFrame(props);
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
