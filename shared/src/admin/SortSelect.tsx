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

/**
 * A card grid's usual orders (cards have no headers to press): newest first (the contract's
 * default), oldest first, recently updated, the grid's name both ways, then the grid's own.
 */
export function gridSortChoices<S extends string>(
  name: { sort: S; label: string },
  more: readonly SortChoice<S>[],
): readonly SortChoice<S | 'created_at' | 'updated_at'>[] {
  return [
    { sort: 'created_at', order: 'desc', label: 'Newest first' },
    { sort: 'created_at', order: 'asc', label: 'Oldest first' },
    { sort: 'updated_at', order: 'desc', label: 'Recently updated' },
    { sort: name.sort, order: 'asc', label: `${name.label} (A–Z)` },
    { sort: name.sort, order: 'desc', label: `${name.label} (Z–A)` },
    ...more,
  ];
}
