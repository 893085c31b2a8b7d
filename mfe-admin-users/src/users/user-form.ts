import {
  adminLevelSchema,
  createUserSchema,
  dateField,
  requiredText,
  userRoleSchema,
  type AdminLevel,
  type CreateUserInput,
  type UpdateUserInput,
  type User,
  type UserRole,
  type UserStatus,
} from '@tulia/shared/contract';
import type { z } from 'zod';
import { emptyPersonForm } from '../people/PersonFields';
import { todayIso } from '../people/person-form';

/**
 * The user form: name, email, username, phone, password (create only), join date,
 * status (Active, Inactive, Suspended — the values are sent in lower case) and role. The fields
 * are the contract's, so the form and the server refuse the same input with the same words.
 */
export const newUserFormSchema = createUserSchema.pick({ full_name: true, email: true, username: true, phone: true, password: true, status: true }).extend({
  join_date: requiredText('Join date', 10).pipe(dateField('Join date')),
  role: userRoleSchema,
  admin_level: adminLevelSchema,
});
export type NewUserForm = z.input<typeof newUserFormSchema>;
export type NewUserValues = z.output<typeof newUserFormSchema>;

/** Editing: the same form without the password (it has its own generate and reset actions). */
export const editUserFormSchema = newUserFormSchema.omit({ password: true });
export type EditUserForm = z.input<typeof editUserFormSchema>;
export type EditUserValues = z.output<typeof editUserFormSchema>;

export const USER_STATUS_OPTIONS: { value: UserStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'suspended', label: 'Suspended' },
];

const ROLE_OPTIONS: { value: UserRole; label: string }[] = [
  { value: 'user', label: 'User' },
  { value: 'therapist', label: 'Therapist' },
  { value: 'rafiki', label: 'Rafiki' },
  { value: 'admin', label: 'Admin' },
];

/** Only a super_admin may make an administrator (api/README.md, "Admin levels"), so only they see 'Admin'. */
export function roleOptions(mayManageAdministrators: boolean) {
  return mayManageAdministrators ? ROLE_OPTIONS : ROLE_OPTIONS.filter((option) => option.value !== 'admin');
}

export const ADMIN_LEVEL_OPTIONS: { value: AdminLevel; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'super_admin', label: 'Super admin' },
];

/** Defaults: role user, status Active, the join date today. */
export function emptyUserForm(today = todayIso()): NewUserForm {
  return { ...emptyPersonForm, status: 'active', join_date: today, role: 'user', admin_level: 'admin' };
}

export function userFormFrom(user: User): EditUserForm {
  return {
    full_name: user.full_name,
    email: user.email,
    username: user.username,
    phone: user.phone ?? '',
    status: user.status,
    join_date: user.join_date ?? user.created_at.slice(0, 10),
    role: user.role,
    admin_level: user.admin_level ?? 'admin',
  };
}

/**
 * Only the role 'admin' sets is_admin on save; other roles are not sent (a therapist
 * or rafiki is made on its own screen). The admin level goes with the admin role only.
 */
function access({ role, admin_level }: Pick<EditUserValues, 'role' | 'admin_level'>): { is_admin: boolean; admin_level?: AdminLevel } {
  return role === 'admin' ? { is_admin: true, admin_level } : { is_admin: false };
}

export function newUserPayload({ role, admin_level, ...person }: NewUserValues): CreateUserInput {
  return { ...person, ...access({ role, admin_level }) };
}

export function updateUserPayload({ role, admin_level, ...person }: EditUserValues): UpdateUserInput {
  return { ...person, ...access({ role, admin_level }) };
}
