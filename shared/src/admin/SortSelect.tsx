import { FilterSelect } from '@tulia/shared/ui';
import type { SortOrder } from '@tulia/shared/contract';
import type { AdminListView } from './useAdminList';

export interface SortChoice<S extends string> {
  sort: S;
  order: SortOrder;
  /** 'Newest first', 'Name (A–Z)'. */
  label: string;
}

/** The order of a card grid (cards have no headers to press): one select of named orders. */
export function SortSelect<S extends string>({
  list,
  choices,
}: {
  list: Pick<AdminListView<unknown, string, S>, 'sort' | 'order' | 'setOrder'>;
  choices: readonly SortChoice<S>[];
}) {
  const value = `${list.sort}:${list.order}`;
  return (
    <FilterSelect
      label="Sort by"
      value={value}
      options={choices.map((choice) => ({ value: `${choice.sort}:${choice.order}`, label: choice.label }))}
      onChange={(chosen) => {
        const choice = choices.find((entry) => `${entry.sort}:${entry.order}` === chosen);
        if (choice) list.setOrder(choice.sort, choice.order);
      }}
    />
  );
}
