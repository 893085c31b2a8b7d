import { LICENSE_TYPES, THERAPIST_STATUSES, type CreateTherapistInput, type Therapist, type UpdateTherapistInput } from '@tulia/shared/contract';
import { humanize } from '@tulia/shared/ui';
import { emptyPersonForm } from '../people/PersonFields';

// The form uses the contract's createTherapistSchema and updateTherapistSchema as they are:
// every field required, lists given as comma-separated text that the schema splits
// and trims, numbers at least 0.

/** Defaults: license type counseling, status pending; the numbers start at 0. */
export function emptyTherapistForm(): CreateTherapistInput {
  return {
    ...emptyPersonForm,
    license_number: '',
    license_type: 'counseling',
    specialization: '',
    years_experience: 0,
    education: '',
    languages: '',
    hourly_rate: 0,
    status: 'pending',
  };
}

/** The form of an existing therapist: lists as comma-separated text, the password left blank (kept). */
export function therapistFormFrom(therapist: Therapist): UpdateTherapistInput {
  return {
    full_name: therapist.user.full_name,
    email: therapist.user.email,
    username: therapist.user.username,
    phone: therapist.user.phone ?? '',
    license_number: therapist.license_number,
    license_type: therapist.license_type,
    specialization: therapist.specialization.join(', '),
    years_experience: therapist.years_experience,
    education: therapist.education.join(', '),
    languages: therapist.languages.join(', '),
    hourly_rate: therapist.hourly_rate,
    availability: therapist.availability,
    status: therapist.status,
  };
}

/**
 * Years of experience and hourly rate are read as whole numbers, falling back to 0
 * ('4.5' reads 4, a blank or unreadable entry reads 0). Below 0 is refused by the schema.
 */
export function readWholeNumber(value: unknown): number {
  const number = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(number) ? 0 : number;
}

export const LICENSE_TYPE_OPTIONS = LICENSE_TYPES.map((value) => ({ value, label: humanize(value) }));
export const THERAPIST_STATUS_OPTIONS = THERAPIST_STATUSES.map((value) => ({ value, label: humanize(value) }));

/** '5 years', '1 year'. */
export function experienceText(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** Hourly rates are whole dollars. */
export function hourlyRateText(rate: number): string {
  return `$${rate.toLocaleString('en-KE')}/hr`;
}
