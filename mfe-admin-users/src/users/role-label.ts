import type { User } from '@tulia/shared/contract';
import { humanize } from '@tulia/shared/ui';

/** 'Therapist', 'Admin', 'Super admin': what the account is, in words. */
export function roleLabel(user: Pick<User, 'role' | 'admin_level'>): string {
  return user.role === 'admin' && user.admin_level ? humanize(user.admin_level) : humanize(user.role);
}
