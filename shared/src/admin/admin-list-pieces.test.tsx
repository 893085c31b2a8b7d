import { ChakraProvider } from '@tulia/shared/chakra';
import { render, screen, within } from '@testing-library/react';
import { system } from '@tulia/shared/theme';
import type { ReactElement } from 'react';
import { EntryChips } from './EntryChips';
import { PersonCell } from './PersonCell';
import { RecordSection } from './RecordSection';
import type { QueryStatus } from './useAdminQuery';
import { RowAction, RowActions } from './RowActions';
import { DeleteIcon } from './icons';

const renderWithChakra = (ui: ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('EntryChips', () => {
  it("shows the first entries and '+N' for the rest", () => {
    renderWithChakra(<EntryChips entries={['Exam stress', 'Loneliness', 'Family', 'Sleep']} label="Specialties" max={2} />);
    expect(screen.getByText('Exam stress')).toBeInTheDocument();
    expect(screen.getByText('Loneliness')).toBeInTheDocument();
    expect(screen.queryByText('Family')).not.toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it('shows a dash for an empty list', () => {
    renderWithChakra(<EntryChips entries={[]} label="Specialties" />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

describe('PersonCell and RowAction', () => {
  it('shows a name with its e-mail, and an icon button named after the action and the record', () => {
    const onClick = vi.fn();
    renderWithChakra(
      <>
        <PersonCell name="Achieng Otieno" email="achieng@example.org" />
        <RowActions>
          <RowAction label="Delete Achieng Otieno" icon={<DeleteIcon />} palette="red" onClick={onClick} />
        </RowActions>
      </>,
    );
    expect(screen.getByText('Achieng Otieno')).toBeInTheDocument();
    expect(screen.getByText('achieng@example.org')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Delete Achieng Otieno' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('RecordSection', () => {
  const texts = { loading: 'Loading notes...', failure: 'Failed to fetch notes', empty: 'No notes yet.', list: 'Note history' };
  const section = (status: QueryStatus, entries: string[], reload = vi.fn()) => (
    <RecordSection
      id="notes-1"
      title="Notes"
      query={{ status, reload }}
      entries={entries}
      texts={texts}
      entryKey={(entry) => entry}
      renderEntry={(entry) => entry}
    />
  );

  it('says it is loading, then lists the entries in order under its heading', () => {
    const { rerender } = renderWithChakra(section('loading', []));
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent('Loading notes...');
    rerender(<ChakraProvider value={system}>{section('success', ['First call', 'Referral'])}</ChakraProvider>);
    const items = within(screen.getByRole('list', { name: 'Note history' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['First call', 'Referral']);
    expect(screen.queryByText('Loading notes...')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and offers Retry after a failure', () => {
    const reload = vi.fn();
    const { rerender } = renderWithChakra(section('success', []));
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    rerender(<ChakraProvider value={system}>{section('error', [], reload)}</ChakraProvider>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch notes');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('No notes yet.')).not.toBeInTheDocument();
  });
});
