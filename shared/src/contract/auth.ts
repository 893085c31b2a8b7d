import { z } from 'zod';
import { adminLevelSchema, adminSchema } from './admin';
import type { Admin } from './admin';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_LENGTH_MESSAGE = 'Password must be at least 8 characters long';

// A required text field: missing, non-text and blank all read '<Label> is required'.
function requiredText(label: string) {
  const message = `${label} is required`;
  return z.string({ error: message }).trim().min(1, message);
}

// One issue per bad value: missing/blank -> required, otherwise -> invalid format.
export const emailSchema = z.email({
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'Email is required'
      : 'Email must be a valid email address',
});

export const loginCredentialsSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
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
  username: requiredText('Username'),
  full_name: requiredText('Full name'),
  phone: requiredText('Phone'),
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_MESSAGE),
  admin_level: adminLevelSchema.default('admin'),
});
/** Parsed payload (admin_level always set). */
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;
/** Payload as sent (admin_level optional). */
export type AdminRegistrationInput = z.input<typeof adminRegistrationSchema>;
