import { renderHook } from '@testing-library/react';
import { useKeepPageInRange, type PagedListState } from './useKeepPageInRange';

const state = (overrides: Partial<PagedListState>): PagedListState => ({
  page: 1,
  perPage: 20,
  total: 0,
  status: 'success',
  items: [],
  setPage: vi.fn(),
  ...overrides,
});

describe('useKeepPageInRange', () => {
  it('goes back to the last page with rows when the shown page became empty', () => {
    const setPage = vi.fn();
    renderHook(() => useKeepPageInRange(state({ page: 3, total: 40, setPage })));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('goes back to page 1 when nothing is left', () => {
    const setPage = vi.fn();
    renderHook(() => useKeepPageInRange(state({ page: 2, total: 0, setPage })));
    expect(setPage).toHaveBeenCalledWith(1);
  });

  it('leaves the page alone while loading, on page 1, or when the page has rows', () => {
    const setPage = vi.fn();
    renderHook(() => useKeepPageInRange(state({ page: 2, total: 40, status: 'loading', setPage })));
    renderHook(() => useKeepPageInRange(state({ page: 1, total: 0, setPage })));
    renderHook(() => useKeepPageInRange(state({ page: 2, total: 40, items: [{}], setPage })));
    expect(setPage).not.toHaveBeenCalled();
  });
});
