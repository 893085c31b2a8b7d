import { z } from 'zod';

export const adminLevelSchema = z.enum(['admin', 'super_admin'], {
  error: 'Admin level must be admin or super_admin',
});
export type AdminLevel = z.infer<typeof adminLevelSchema>;

// The admin record returned by login and profile.
export const adminSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  phone: z.string().nullable().optional(),
  admin_level: adminLevelSchema,
  created_at: z.string().optional(),
});
export type Admin = z.infer<typeof adminSchema>;
