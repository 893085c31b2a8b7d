import { z } from 'zod';
import { adminLevelSchema, adminSchema } from './admin';
import type { Admin } from './admin';
import { fullNameField, requiredText, usernameField } from './fields';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_LENGTH_MESSAGE = 'Password must be at least 8 characters long';
/** No new password is longer (the forms' limit): a longer one is refused before it is hashed. */
export const PASSWORD_MAX_LENGTH = 200;
/**
 * A password given to prove who one is (sign-in, the current password) may be longer: one chosen
 * before PASSWORD_MAX_LENGTH existed must still open its account. Still bounded, so that a
 * request cannot make the server hash megabytes.
 */
export const PASSWORD_PROOF_MAX_LENGTH = 1024;

/** A password given to prove who one is: required, at most PASSWORD_PROOF_MAX_LENGTH. */
export function passwordProofField(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(PASSWORD_PROOF_MAX_LENGTH, `${label} must be at most ${PASSWORD_PROOF_MAX_LENGTH} characters`);
}

/** The longest e-mail address (RFC 5321's path limit); the unique index stores it whole. */
export const EMAIL_MAX_LENGTH = 254;

// One issue per bad value: missing/blank -> required, too long, otherwise -> invalid format.
export const emailSchema = z
  .email({
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Email is required' : 'Email must be a valid email address'),
  })
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`);

export const loginCredentialsSchema = z.object({
  email: emailSchema,
  password: passwordProofField('Password'),
});
export type LoginCredentials = z.infer<typeof loginCredentialsSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  admin: adminSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// The server rotates refresh tokens, so a refresh answer may carry a new one to store.
export const refreshResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

// GET /auth/admin/profile may answer with the admin itself or wrapped as { admin }.
export const profileResponseSchema = z.union([z.object({ admin: adminSchema }), adminSchema]);
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export function adminFromProfile(profile: ProfileResponse): Admin {
  return 'admin' in profile ? profile.admin : profile;
}

export const adminRegistrationSchema = z.object({
  email: emailSchema,
  username: usernameField(),
  full_name: fullNameField(),
  phone: requiredText('Phone', 30),
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  admin_level: adminLevelSchema.default('admin'),
});
/** Parsed payload (admin_level always set). */
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;
/** Payload as sent (admin_level optional). */
export type AdminRegistrationInput = z.input<typeof adminRegistrationSchema>;
