import { ChakraProvider } from '@tulia/shared/chakra';
import { render, screen, within } from '@testing-library/react';
import { system } from '@tulia/shared/theme';
import { TagList } from './TagList';

describe('TagList', () => {
  it("shows up to max tags, then '+N' with the hidden tags in its title", () => {
    render(
      <ChakraProvider value={system}>
        <TagList tags={['exams', 'stress', 'sleep', 'friends', 'family']} max={3} />
      </ChakraProvider>,
    );
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['exams', 'stress', 'sleep', '+2']);
    expect(screen.getByText('+2')).toHaveAttribute('title', 'friends, family');
  });

  it('shows every tag when there are no more than max, and nothing when there are none', () => {
    const { rerender } = render(
      <ChakraProvider value={system}>
        <TagList tags={['<b>calm</b>', 'sleep']} max={3} />
      </ChakraProvider>,
    );
    expect(screen.getByText('<b>calm</b>')).toBeInTheDocument();
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
    rerender(
      <ChakraProvider value={system}>
        <TagList tags={[]} max={3} />
      </ChakraProvider>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
