import { z } from 'zod';
import { adminLevelSchema } from './admin';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_MESSAGE, PASSWORD_PROOF_MAX_LENGTH, emailSchema, passwordProofField } from './auth';
import { countsSchema, DEFAULT_PER_PAGE, NEWEST_FIRST, listQuerySchema, listSorting, pagedListSchema, recordResponseSchema, timestampSchema } from './common';
import { booleanField, dateField, enumField, filterField, fullNameField, optionalText, requiredText, usernameField } from './fields';

// Users are active, inactive or suspended, sent in lower case.
export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const userStatusSchema = enumField('Status', USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** What a user is on the platform; derived from the records that point at the user. */
export const USER_ROLES = ['user', 'therapist', 'rafiki', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** A password a person chooses: at least 8 characters. */
export function newPasswordField(label = 'Password') {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`);
}

/** A user as the Users screen lists it. */
export const userSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  username: z.string(),
  status: userStatusSchema,
  is_active: z.boolean(),
  is_admin: z.boolean(),
  admin_level: adminLevelSchema.nullable(),
  role: userRoleSchema,
  join_date: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/** The person part of the user, therapist and rafiki forms: a user row created in the same step. */
export const personFields = {
  email: emailSchema,
  username: usernameField(),
  full_name: fullNameField(),
  phone: requiredText('Phone', 30),
  password: newPasswordField(),
};

// POST /users: email, username, full_name, phone, password, is_admin, status.
// join_date (the form's joinDate) is accepted and defaults to today.
export const createUserSchema = z.object({
  ...personFields,
  is_admin: booleanField('Is admin').default(false),
  admin_level: adminLevelSchema.optional(),
  status: userStatusSchema.default('active'),
  join_date: dateField('Join date').optional(),
});
export type CreateUserPayload = z.infer<typeof createUserSchema>;
export type CreateUserInput = z.input<typeof createUserSchema>;

// PUT /users/{id}: full_name, email, phone, status, is_admin. Username, admin level
// and join date may be sent too; what is not sent is kept.
export const updateUserSchema = z.object({
  full_name: fullNameField(),
  email: emailSchema,
  phone: requiredText('Phone', 30),
  status: userStatusSchema,
  is_admin: booleanField('Is admin').optional(),
  username: usernameField().optional(),
  admin_level: adminLevelSchema.optional(),
  join_date: dateField('Join date').optional(),
});
export type UpdateUserPayload = z.infer<typeof updateUserSchema>;
export type UpdateUserInput = z.input<typeof updateUserSchema>;

// The one payload of a user's password reset. Changing one's own password needs the current
// one (docs/decisions.md, "Security, accounts and personal data"), so on one's own account the
// server also asks for current_password (400 naming it when missing).
export const resetUserPasswordSchema = z.object({
  new_password: newPasswordField('New password'),
  current_password: z
    .string({ error: 'Current password must be text' })
    .max(PASSWORD_PROOF_MAX_LENGTH, `Current password must be at most ${PASSWORD_PROOF_MAX_LENGTH} characters`)
    .optional(),
});
export type ResetUserPasswordPayload = z.infer<typeof resetUserPasswordSchema>;

/** The reset-password form on one's own account: the current password is required. */
export const resetOwnPasswordSchema = z.object({
  new_password: newPasswordField('New password'),
  current_password: passwordProofField('Current password'),
});

/** POST /users/{id}/generate-password answers the new password once; it is never shown again. */
export const generatedPasswordResponseSchema = z.object({ message: z.string(), new_password: z.string() });

/** What the Users table sorts by; newest accounts first by default. */
export const usersSorting = listSorting(['full_name', 'email', 'username', 'phone', 'status', 'join_date', 'created_at'], NEWEST_FIRST);

export const usersQuerySchema = listQuerySchema({ status: filterField('Status', USER_STATUSES) }, DEFAULT_PER_PAGE.users, usersSorting);
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersListResponseSchema = pagedListSchema('users', userSchema);
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

export const userResponseSchema = recordResponseSchema('user', userSchema);

/** The four stat cards of the Users screen. */
export const userStatsSchema = countsSchema(['total_users', 'active_users', 'new_users_this_month', 'suspended_users']);
export type UserStats = z.infer<typeof userStatsSchema>;

/** The person summary nested in therapist and rafiki answers. */
export const personSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  avatar_url: z.string().nullable(),
  status: userStatusSchema,
});
export type Person = z.infer<typeof personSchema>;

export const optionalPersonText = {
  bio: optionalText('Bio', 2000),
  location: optionalText('Location', 120),
};
