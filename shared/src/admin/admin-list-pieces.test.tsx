import { ChakraProvider } from '@tulia/shared/chakra';
import { render, screen } from '@testing-library/react';
import { system } from '@tulia/shared/theme';
import type { ReactElement } from 'react';
import { EntryChips } from './EntryChips';
import { PersonCell } from './PersonCell';
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
