import { ChakraProvider } from '@tulia/shared/chakra';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BomaGroup } from '@tulia/shared/contract';
import { system } from '@tulia/shared/theme';
import { aGroup, aManager } from '../test/fixtures';
import { BomaGroupCard } from './BomaGroupCard';

function renderCard(group: BomaGroup) {
  const actions = { onView: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(
    <ChakraProvider value={system}>
      <BomaGroupCard group={group} {...actions} />
    </ChakraProvider>,
  );
  return { card: screen.getByRole('article', { name: group.name }), ...actions };
}

describe('BomaGroupCard', () => {
  it("shows up to 4 tags, then '+N'", () => {
    const { card } = renderCard(aGroup({ tags: ['exams', 'stress', 'sleep', 'friends', 'family', 'money'] }));
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['exams', 'stress', 'sleep', 'friends', '+2']);
  });

  it("shows up to 3 managers with their Rafiki badge and role, then '+N more managers'", () => {
    const managers = [aManager(1, { full_name: 'Amani Otieno', is_rafiki: true }), aManager(2, { role: 'moderator' }), aManager(3), aManager(4), aManager(5)];
    const { card } = renderCard(aGroup({ managers }));
    const list = within(card).getByRole('list', { name: 'Managers' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Amani OtienoRafikiManager');
    expect(lines[1]).toHaveTextContent('Manager 2Moderator');
    expect(within(card).getByText('+2 more managers')).toBeInTheDocument();
    expect(within(card).queryByText('Manager 4')).not.toBeInTheDocument();
  });

  it('shows every manager and no count when there are 3 or fewer', () => {
    const { card } = renderCard(aGroup({ managers: [aManager(1), aManager(2), aManager(3)] }));
    expect(within(within(card).getByRole('list', { name: 'Managers' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).queryByText(/more manager/)).not.toBeInTheDocument();
  });

  it('shows the real member count, privacy, status, creator with Rafiki badge, and the category', () => {
    const { card } = renderCard(
      aGroup({
        real_member_count: 12,
        is_private: true,
        status: 'suspended',
        creator: { id: 3, full_name: 'Zawadi Kamau', email: 'z@example.org', is_rafiki: true },
      }),
    );
    expect(within(card).getByText('12 members')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Private' })).toBeInTheDocument();
    expect(within(card).getByText('Suspended')).toHaveAttribute('data-status', 'suspended');
    expect(within(card).getByText('Zawadi Kamau').parentElement).toHaveTextContent('Zawadi KamauRafiki');
    expect(within(card).getAllByText('Education')).toHaveLength(2);
    expect(within(card).getByRole('heading', { level: 2, name: 'Exam Season Support' })).toBeInTheDocument();
  });

  it('shows 0 members when the group has none, never an invented number', () => {
    const { card } = renderCard(aGroup({ real_member_count: 0, member_count: 0, is_private: false }));
    expect(within(card).getByText('0 members')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Public' })).toBeInTheDocument();
  });

  it('hides an image that fails to load', () => {
    const { card } = renderCard(aGroup({ image_url: 'https://example.org/missing.png' }));
    const image = within(card).getByRole('img', { name: 'The group Exam Season Support' });
    fireEvent.error(image);
    expect(within(card).queryByRole('img', { name: 'The group Exam Season Support' })).not.toBeInTheDocument();
  });

  it('offers View Details, Edit Group and Delete Group for this group', async () => {
    const group = aGroup();
    const { card, onView, onEdit, onDelete } = renderCard(group);
    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    await user.click(within(card).getByRole('button', { name: 'Edit Group' }));
    await user.click(within(card).getByRole('button', { name: 'Delete Group' }));
    expect(onView).toHaveBeenCalledWith(group);
    expect(onEdit).toHaveBeenCalledWith(group);
    expect(onDelete).toHaveBeenCalledWith(group);
  });

  it('renders what people typed as text, never as markup', () => {
    const { card } = renderCard(aGroup({ name: '<b>Bold</b>', description: '<img src=x onerror=alert(1)>' }));
    expect(within(card).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
  });
});
