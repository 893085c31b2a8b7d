import { can, canManageAccount } from './permissions';

describe('admin permissions', () => {
  const superAdmin = { admin_level: 'super_admin' as const };
  const admin = { admin_level: 'admin' as const };

  it('lets only a super admin manage administrator accounts', () => {
    expect(can(superAdmin, 'manage-administrators')).toBe(true);
    expect(can(admin, 'manage-administrators')).toBe(false);
    expect(can(null, 'manage-administrators')).toBe(false);
  });

  it('lets any admin manage ordinary accounts, and only a super admin administrator accounts', () => {
    expect(canManageAccount(admin, { is_admin: false })).toBe(true);
    expect(canManageAccount(admin, { is_admin: true })).toBe(false);
    expect(canManageAccount(superAdmin, { is_admin: true })).toBe(true);
    expect(canManageAccount(undefined, { is_admin: false })).toBe(false);
  });
});
