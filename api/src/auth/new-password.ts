import { badRequest } from '../http/errors';
import { comparable, isCommonPassword } from './common-passwords';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess';
export const PERSONAL_PASSWORD_MESSAGE = 'Password must not contain your username, email or name';

/** Who the account is: what a password chosen for it must not contain. */
export interface PasswordOwner {
  username: string;
  email: string;
  fullName: string;
}

/** Who a new account will be, from its form (registration, a user, a therapist, a rafiki). */
export function ownerOf(form: { username: string; email: string; full_name: string }): PasswordOwner {
  return { username: form.username, email: form.email, fullName: form.full_name };
}

/** Shorter parts are left out: two letters are in too many good passwords. */
const SHORTEST_PART = 3;

/** The username, the e-mail's local part, the name without spaces and each word of it, compared as the list is. */
export function personalParts(owner: PasswordOwner): string[] {
  const name = comparable(owner.fullName.trim());
  const email = comparable(owner.email.trim());
  const parts = [comparable(owner.username.trim()), email.slice(0, Math.max(0, email.lastIndexOf('@'))), name.replace(/\s+/g, ''), ...name.split(/\s+/)];
  return parts.filter((part) => part.length >= SHORTEST_PART);
}

/** Why a new password is refused for this account, or null when it may be used. */
export async function newPasswordRefusal(password: string, owner: PasswordOwner): Promise<string | null> {
  if (await isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  const typed = comparable(password);
  if (personalParts(owner).some((part) => typed.includes(part))) return PERSONAL_PASSWORD_MESSAGE;
  return null;
}

/**
 * The rules every new password meets, on every path that sets one (docs/security.md,
 * "Passwords that cannot be guessed"): a 400 naming the form's field, as the validation does.
 */
export async function assertNewPasswordAllowed(password: string, owner: PasswordOwner, field: 'password' | 'new_password'): Promise<void> {
  const refusal = await newPasswordRefusal(password, owner);
  if (refusal) throw badRequest(refusal, { errors: [{ field, message: refusal }] });
}
