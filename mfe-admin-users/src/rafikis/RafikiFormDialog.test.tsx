import { screen, within } from '@testing-library/react';
import { makeRafiki } from '../test/fixtures';
import { openFormDialog, newPersonMessages, personEntries, personPayload, refusal, type FieldEntries } from '../test/forms';
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

const openNew = (answer?: Parameters<typeof openFormDialog>[1]) =>
  openFormDialog((onSaved) => <RafikiFormDialog onClose={vi.fn()} onSaved={onSaved} />, answer);

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
    const form = openNew();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(field(/^Status/)).toHaveValue('training');
    expect(
      within(field(/^Status/))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['pending', 'active', 'training', 'inactive', 'suspended']);
    await form.user.clear(field(/^Join date/));
    await form.expectHeldBack('Create Rafiki', [
      ...newPersonMessages,
      'Bio is required',
      'Location is required',
      'Personal experience is required',
      'Motivations is required',
      'Join date is required',
    ]);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const form = openNew();
    await form.user.type(field(/^Password/), 'short');
    await form.submit('Create Rafiki');
    expect(await screen.findAllByText('Password must be at least 8 characters long')).toHaveLength(1);
    expect(field(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds specialties and help areas one at a time, ignoring blanks and duplicates, each removable, and sends them', async () => {
    const form = openNew({ status: 201, body: { message: 'Rafiki created successfully', rafiki: makeRafiki() } });
    const { user } = form;
    await form.fill(rafikiEntries);
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

    const saved = await form.save('Create Rafiki');
    expect(saved).toMatchObject({ method: 'POST', path: '/admin/rafikis' });
    expect(saved?.body).toEqual({
      ...personPayload('Baraka Mwangi', 'baraka', '+254744000444'),
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
    expect(form.toasts.map((t) => t.title)).toContain('Rafiki Created');
  });

  it("reports a failure in an 'Error' toast and keeps the dialog", async () => {
    const form = openNew(refusal('username', 'Username is already taken'));
    await form.fill(rafikiEntries);
    await form.expectRefused('Create Rafiki', 'Username is already taken');
  });
});
