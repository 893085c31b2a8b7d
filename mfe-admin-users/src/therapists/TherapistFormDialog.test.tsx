import { screen } from '@testing-library/react';
import type { Therapist } from '@tulia/shared/contract';
import { makeTherapist } from '../test/fixtures';
import { openFormDialog, newPersonMessages, personEntries, personPayload, refusal } from '../test/forms';
import { TherapistFormDialog } from './TherapistFormDialog';
import { readWholeNumber } from './therapist-form';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label);

const therapistEntries = [
  ...personEntries('Dr. Njeri Mutua', 'njeri', '+254733000333'),
  [/^License number/, 'KCPA-1001'],
  [/^Specialization/, ' Anxiety , Depression,, Trauma ,'],
  [/^Education/, 'MA Counselling Psychology,  BA Psychology '],
  [/^Languages/, 'English, Kiswahili'],
] as const;

const openTherapistForm = (therapist?: Therapist, answer?: Parameters<typeof openFormDialog>[1]) =>
  openFormDialog((onSaved) => <TherapistFormDialog therapist={therapist} onClose={vi.fn()} onSaved={onSaved} />, answer);

/** Types a new value into a number field. */
async function retype(form: ReturnType<typeof openTherapistForm>, label: RegExp, text: string) {
  await form.user.clear(field(label));
  await form.user.type(field(label), text);
}

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
    await openTherapistForm().expectHeldBack('Create Therapist', [
      ...newPersonMessages,
      'License number is required',
      'Specialization is required',
      'Education is required',
      'Languages is required',
    ]);
  });

  it('refuses a number below 0', async () => {
    const form = openTherapistForm();
    await form.fill(therapistEntries);
    await retype(form, /^Years of experience/, '-2');
    await form.expectHeldBack('Create Therapist', ['Years of experience must be a whole number between 0 and 80']);
  });

  it('sends trimmed lists and whole numbers with the form defaults', async () => {
    const form = openTherapistForm(undefined, { status: 201, body: { message: 'Therapist created successfully', therapist: makeTherapist() } });
    expect(field(/^License type/)).toHaveValue('counseling');
    expect(field(/^Status/)).toHaveValue('pending');
    await form.fill(therapistEntries);
    await retype(form, /^Years of experience/, '7.8');
    // A cleared number reads 0.
    await form.user.clear(field(/^Hourly rate/));
    const saved = await form.save('Create Therapist');
    expect(saved).toMatchObject({ method: 'POST', path: '/admin/therapists' });
    expect(saved?.body).toEqual({
      ...personPayload('Dr. Njeri Mutua', 'njeri', '+254733000333'),
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
    expect(form.toasts.map((t) => t.title)).toContain('Therapist Created');
  });

  it("keeps the dialog and what was typed on a refusal, with the server's message in an 'Error' toast and at the field", async () => {
    const form = openTherapistForm(undefined, refusal('license_number', 'License number is already registered'));
    await form.fill(therapistEntries);
    await form.expectRefused('Create Therapist', 'License number is already registered');
    expect(field(/^License number/)).toHaveValue('KCPA-1001');
  });

  it('edits with PUT, keeps the password when left blank and keeps the availability', async () => {
    const therapist = makeTherapist();
    const form = openTherapistForm(therapist, { body: { message: 'Therapist updated successfully', therapist } });
    expect(field(/^Specialization/)).toHaveValue('Anxiety, Grief');
    await form.user.selectOptions(field(/^Status/), 'On leave');
    await retype(form, /^Hourly rate/, '50');
    const saved = await form.save('Save Changes');
    expect(saved).toMatchObject({ method: 'PUT', path: '/admin/therapists/3' });
    // Everything but the two changed fields goes back as the record had it, and no password.
    const { user, ...record } = therapist;
    const stored = new Set(['id', 'user_id', 'created_at', 'updated_at']);
    expect(saved?.body).toEqual({
      full_name: user.full_name,
      email: user.email,
      username: user.username,
      phone: user.phone,
      ...Object.fromEntries(Object.entries(record).filter(([key]) => !stored.has(key))),
      hourly_rate: 50,
      status: 'on_leave',
    });
    expect(form.toasts.map((t) => t.title)).toContain('Therapist Updated');
  });
});
