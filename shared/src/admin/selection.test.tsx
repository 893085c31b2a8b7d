import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection, type ShownRows } from './selection';

interface Row {
  id: number;
  name: string;
}
const label = (row: Row) => `Select ${row.name}`;

function renderSelection(list: ShownRows) {
  return renderHook(({ shown }: { shown: ShownRows }) => useRowSelection(label, { list: shown }), { initialProps: { shown: list } });
}

describe('useRowSelection', () => {
  it('keeps the choice across pages of the same view', () => {
    const view = { search: 'amani', filters: { status: 'active' } };
    const { result, rerender } = renderSelection(view);
    act(() => result.current.table.setSelected([1, 2], true));
    rerender({ shown: { search: 'amani', filters: { status: 'active' } } });
    expect(result.current.selected).toEqual([1, 2]);
    expect(result.current.table.isSelected(2)).toBe(true);
  });

  it('empties itself when the search or a filter changes, and does not come back with the old view', () => {
    const { result, rerender } = renderSelection({ search: '', filters: { status: 'all' } });
    act(() => result.current.table.setSelected([7, 8], true));
    expect(result.current.count).toBe(2);

    rerender({ shown: { search: '', filters: { status: 'suspended' } } });
    expect(result.current.count).toBe(0);
    expect(result.current.table.isSelected(7)).toBe(false);
    rerender({ shown: { search: '', filters: { status: 'all' } } });
    expect(result.current.count).toBe(0);

    act(() => result.current.table.setSelected([9], true));
    rerender({ shown: { search: 'otieno', filters: { status: 'all' } } });
    expect(result.current.selected).toEqual([]);
  });

  it('clears on demand and unselects single rows', () => {
    const { result } = renderSelection({ search: '', filters: {} });
    act(() => result.current.table.setSelected([1, 2, 3], true));
    act(() => result.current.table.setSelected([2], false));
    expect(result.current.selected).toEqual([1, 3]);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });
});
