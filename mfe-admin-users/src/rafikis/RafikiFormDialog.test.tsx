import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tulia/shared/testing';
import { collectToasts } from '../test/toasts';
import { makeRafiki } from '../test/fixtures';
import { fillForm, personEntries, type FieldEntries } from '../test/forms';
import { renderAdminScreen } from '@tulia/shared/testing';
import { addEntry } from './rafiki-form';
import { RafikiFormDialog } from './RafikiFormDialog';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label);

const rafikiEntries: FieldEntries = [
  ...personEntries('Baraka Mwangi', 'baraka', '+254744000444'),
  [/^Location/, 'Kisumu'],
  [/^Bio/, 'Second-year student.'],
  [/^Personal experience/, 'I found help when I needed it.'],
  [/^Motivations/, 'To give back.'],
];

describe('addEntry', () => {
  it('trims, and ignores blanks and duplicates in any letter case', () => {
    expect(addEntry([], '  Exam stress ')).toEqual(['Exam stress']);
    expect(addEntry(['Exam stress'], '   ')).toEqual(['Exam stress']);
    expect(addEntry(['Exam stress'], 'exam STRESS')).toEqual(['Exam stress']);
    expect(addEntry(['Exam stress'], 'Grief')).toEqual(['Exam stress', 'Grief']);
  });
});

describe('RafikiFormDialog', () => {
  it('shows the password hint, defaults the status to training and names every missing field', async () => {
    const { sent } = fakeApi();
    renderAdminScreen(<RafikiFormDialog onClose={vi.fn()} onSaved={vi.fn()} />);
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(field(/^Status/)).toHaveValue('training');
    expect(
      within(field(/^Status/))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['pending', 'active', 'training', 'inactive', 'suspended']);
    const user = userEvent.setup();
    await user.clear(field(/^Join date/));
    await user.click(screen.getByRole('button', { name: 'Create Rafiki' }));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Username is required',
      'Phone is required',
      'Password is required',
      'Bio is required',
      'Location is required',
      'Personal experience is required',
      'Motivations is required',
      'Join date is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(sent).toHaveLength(0);
  });

  it('refuses a password shorter than 8 characters', async () => {
    fakeApi();
    renderAdminScreen(<RafikiFormDialog onClose={vi.fn()} onSaved={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(field(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Rafiki' }));
    expect(await screen.findAllByText('Password must be at least 8 characters long')).toHaveLength(1);
    expect(field(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds specialties and help areas one at a time, ignoring blanks and duplicates, each removable, and sends them', async () => {
    const { sent } = fakeApi(() => ({ status: 201, body: { message: 'Rafiki created successfully', rafiki: makeRafiki() } }));
    const { toasts, stop } = collectToasts();
    const onSaved = vi.fn();
    renderAdminScreen(<RafikiFormDialog onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    await fillForm(user, rafikiEntries);
    await user.clear(field(/^Join date/));
    await user.type(field(/^Join date/), '2026-03-01');

    const specialties = field(/^Specialties/);
    await user.type(specialties, ' Exam stress {Enter}');
    await user.type(specialties, '   {Enter}');
    await user.type(specialties, 'exam stress{Enter}');
    await user.type(specialties, 'Loneliness');
    await user.click(screen.getByRole('button', { name: 'Add specialty' }));
    await user.type(specialties, 'Grief{Enter}');
    const list = screen.getByRole('list', { name: 'Specialties added' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Exam stress', 'Loneliness', 'Grief']);
    await user.click(screen.getByRole('button', { name: 'Remove Loneliness' }));
    await user.type(field(/^Help areas/), 'Listening{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Moderator' }));

    await user.click(screen.getByRole('button', { name: 'Create Rafiki' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/admin/rafikis' });
    expect(sent[0]?.body).toEqual({
      full_name: 'Baraka Mwangi',
      email: 'baraka@example.org',
      username: 'baraka',
      phone: '+254744000444',
      password: 'a-long-password',
      bio: 'Second-year student.',
      location: 'Kisumu',
      personal_experience: 'I found help when I needed it.',
      motivations: 'To give back.',
      join_date: '2026-03-01',
      specialties: ['Exam stress', 'Grief'],
      help_areas: ['Listening'],
      training_completed: false,
      is_moderator: true,
      status: 'training',
    });
    expect(toasts.map((t) => t.title)).toContain('Rafiki Created');
    stop();
  });

  it("reports a failure in an 'Error' toast and keeps the dialog", async () => {
    fakeApi(() => ({ status: 409, body: { message: 'Username is already taken', errors: [{ field: 'username', message: 'Username is already taken' }] } }));
    const { toasts, stop } = collectToasts();
    const onSaved = vi.fn();
    renderAdminScreen(<RafikiFormDialog onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    await fillForm(user, rafikiEntries);
    await user.click(screen.getByRole('button', { name: 'Create Rafiki' }));
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Error', description: 'Username is already taken' }));
    expect(onSaved).not.toHaveBeenCalled();
    stop();
  });
});
