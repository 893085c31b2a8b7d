import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tulia/shared/testing';
import { collectToasts } from '../test/toasts';
import { makeTherapist } from '../test/fixtures';
import { fillForm, personEntries } from '../test/forms';
import { renderAdminScreen } from '@tulia/shared/testing';
import { TherapistFormDialog } from './TherapistFormDialog';
import { readWholeNumber } from './therapist-form';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label);

const fillTherapist = (user: ReturnType<typeof userEvent.setup>) =>
  fillForm(user, [
    ...personEntries('Dr. Njeri Mutua', 'njeri', '+254733000333'),
    [/^License number/, 'KCPA-1001'],
    [/^Specialization/, ' Anxiety , Depression,, Trauma ,'],
    [/^Education/, 'MA Counselling Psychology,  BA Psychology '],
    [/^Languages/, 'English, Kiswahili'],
  ]);

describe('readWholeNumber', () => {
  it('reads whole numbers, falling back to 0', () => {
    expect(readWholeNumber('12')).toBe(12);
    expect(readWholeNumber('4.9')).toBe(4);
    expect(readWholeNumber('')).toBe(0);
    expect(readWholeNumber('abc')).toBe(0);
    expect(readWholeNumber(undefined)).toBe(0);
    expect(readWholeNumber('-3')).toBe(-3);
  });
});

describe('TherapistFormDialog', () => {
  it('requires every field and sends nothing until they are given', async () => {
    const { sent } = fakeApi();
    renderAdminScreen(<TherapistFormDialog onClose={vi.fn()} onSaved={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Therapist' }));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Username is required',
      'Phone is required',
      'Password is required',
      'License number is required',
      'Specialization is required',
      'Education is required',
      'Languages is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(sent).toHaveLength(0);
  });

  it('refuses a number below 0', async () => {
    const { sent } = fakeApi();
    renderAdminScreen(<TherapistFormDialog onClose={vi.fn()} onSaved={vi.fn()} />);
    const user = userEvent.setup();
    await fillTherapist(user);
    await user.clear(field(/^Years of experience/));
    await user.type(field(/^Years of experience/), '-2');
    await user.click(screen.getByRole('button', { name: 'Create Therapist' }));
    expect(await screen.findByText('Years of experience must be a whole number between 0 and 80')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends trimmed lists and whole numbers with the form defaults', async () => {
    const { sent } = fakeApi(() => ({ status: 201, body: { message: 'Therapist created successfully', therapist: makeTherapist() } }));
    const { toasts, stop } = collectToasts();
    const onSaved = vi.fn();
    renderAdminScreen(<TherapistFormDialog onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    expect(field(/^License type/)).toHaveValue('counseling');
    expect(field(/^Status/)).toHaveValue('pending');
    await fillTherapist(user);
    await user.clear(field(/^Years of experience/));
    await user.type(field(/^Years of experience/), '7.8');
    // A cleared number reads 0.
    await user.clear(field(/^Hourly rate/));
    await user.click(screen.getByRole('button', { name: 'Create Therapist' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/admin/therapists' });
    expect(sent[0]?.body).toEqual({
      full_name: 'Dr. Njeri Mutua',
      email: 'njeri@example.org',
      username: 'njeri',
      phone: '+254733000333',
      password: 'a-long-password',
      license_number: 'KCPA-1001',
      license_type: 'counseling',
      specialization: ['Anxiety', 'Depression', 'Trauma'],
      years_experience: 7,
      education: ['MA Counselling Psychology', 'BA Psychology'],
      languages: ['English', 'Kiswahili'],
      availability: {},
      hourly_rate: 0,
      status: 'pending',
    });
    expect(toasts.map((t) => t.title)).toContain('Therapist Created');
    stop();
  });

  it("keeps the dialog and what was typed on a refusal, with the server's message in an 'Error' toast and at the field", async () => {
    fakeApi(() => ({
      status: 409,
      body: { message: 'License number is already registered', errors: [{ field: 'license_number', message: 'License number is already registered' }] },
    }));
    const { toasts, stop } = collectToasts();
    const onSaved = vi.fn();
    renderAdminScreen(<TherapistFormDialog onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    await fillTherapist(user);
    await user.click(screen.getByRole('button', { name: 'Create Therapist' }));
    expect(await screen.findByText('License number is already registered')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Error', description: 'License number is already registered' }));
    expect(onSaved).not.toHaveBeenCalled();
    expect(field(/^License number/)).toHaveValue('KCPA-1001');
    stop();
  });

  it('edits with PUT, keeps the password when left blank and keeps the availability', async () => {
    const { sent } = fakeApi(() => ({ body: { message: 'Therapist updated successfully', therapist: makeTherapist() } }));
    const { toasts, stop } = collectToasts();
    const onSaved = vi.fn();
    renderAdminScreen(<TherapistFormDialog therapist={makeTherapist()} onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    expect(field(/^Specialization/)).toHaveValue('Anxiety, Grief');
    await user.selectOptions(field(/^Status/), 'On leave');
    await user.clear(field(/^Hourly rate/));
    await user.type(field(/^Hourly rate/), '50');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/admin/therapists/3' });
    expect(sent[0]?.body).toEqual({
      full_name: 'Wanjiru Kamau',
      email: 'wanjiru@example.org',
      username: 'wanjiru',
      phone: '+254722000222',
      license_number: 'KCPA-0042',
      license_type: 'clinical',
      specialization: ['Anxiety', 'Grief'],
      years_experience: 6,
      education: ['MA Clinical Psychology'],
      languages: ['English', 'Kiswahili'],
      availability: { monday: ['09:00-12:00'] },
      hourly_rate: 50,
      status: 'on_leave',
    });
    expect(toasts.map((t) => t.title)).toContain('Therapist Updated');
    stop();
  });
});
