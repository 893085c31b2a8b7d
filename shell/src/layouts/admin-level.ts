import type { Admin } from '@tulia/shared/contract';

/** The admin's level as shown in the sidebar and the header. */
export const adminLevelLabel = (admin: Pick<Admin, 'admin_level'> | null) => (admin?.admin_level === 'super_admin' ? 'Super Admin' : 'Admin');

/** The admin's name, or a neutral word while the profile is not known. */
export const adminName = (admin: Pick<Admin, 'full_name'> | null) => admin?.full_name ?? 'Administrator';
