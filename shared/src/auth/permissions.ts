import type { Admin } from '@tulia/shared/contract';

/**
 * What an admin level may do (api/README.md, "Admin levels"): a super_admin everything; an admin
 * everything except creating, promoting, demoting or deleting administrator accounts and
 * changing an admin level. Screens hide what the level cannot do; the server refuses it anyway.
 */
export type AdminPermission = 'manage-administrators' | 'export-data';

export function can(admin: Pick<Admin, 'admin_level'> | null | undefined, permission: AdminPermission): boolean {
  if (!admin) return false;
  switch (permission) {
    // Exports take personal data off the platform in bulk: super admins only.
    case 'manage-administrators':
    case 'export-data':
      return admin.admin_level === 'super_admin';
  }
}

/** Whether this admin may change or delete the given account (administrator accounts need super_admin). */
export function canManageAccount(admin: Pick<Admin, 'admin_level'> | null | undefined, account: { is_admin?: boolean | null }): boolean {
  if (!admin) return false;
  return account.is_admin ? can(admin, 'manage-administrators') : true;
}
