import { ChakraProvider } from '@tulia/shared/chakra';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { system } from '@tulia/shared/theme';
import { SearchInput } from './SearchInput';

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once, 300 ms after the last key, even when its handler is replaced meanwhile', () => {
    const searched: string[] = [];
    // A new handler at each render, as when a filter chosen while typing changes the address.
    const handler = () => (value: string) => searched.push(value);
    const view = (onSearch: (value: string) => void) => (
      <ChakraProvider value={system}>
        <SearchInput label="Search users" value="" onSearch={onSearch} />
      </ChakraProvider>
    );
    const { rerender } = render(view(handler()));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'amani' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender(view(handler()));
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(searched).toEqual(['amani']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(searched).toEqual(['amani']);
  });
});
