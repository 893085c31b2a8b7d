import { ChakraProvider } from '@tulia/shared/chakra';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { system } from '@tulia/shared/theme';
import { CardGrid } from './CardGrid';

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
interface Item {
  id: number;
  name: string;
}
const items: Item[] = [
  { id: 1, name: 'Exam stress' },
  { id: 2, name: 'Sleep well' },
];
const none: Item[] = [];
const common = {
  label: 'Resources',
  itemKey: (item: Item) => item.id,
  renderItem: (item: Item) => <p>{item.name}</p>,
  empty: { title: 'No resources found', description: 'Try adjusting your search or filters.' },
};

describe('CardGrid', () => {
  it('shows one list item per card', () => {
    wrap(<CardGrid {...common} items={items} status="success" />);
    const list = screen.getByRole('list', { name: 'Resources' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Exam stress', 'Sleep well']);
  });

  it('shows placeholder cards on the first load, and keeps the cards while reloading', () => {
    const { rerender } = wrap(<CardGrid {...common} items={none} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Resources');
    rerender(
      <ChakraProvider value={system}>
        <CardGrid {...common} items={items} status="loading" />
      </ChakraProvider>,
    );
    expect(screen.getByRole('list', { name: 'Resources' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state', () => {
    wrap(<CardGrid {...common} items={none} status="success" />);
    expect(screen.getByText('No resources found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });

  it('shows the failure with Retry and no cards', () => {
    const retry = vi.fn();
    wrap(<CardGrid {...common} items={none} status="error" errorMessage="Failed to fetch resources" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch resources');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
