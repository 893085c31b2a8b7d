import { z } from 'zod';
import { adminSchema } from './admin';

/** The exact answer to a refused admin registration (403). */
export const ADMIN_REGISTRATION_CLOSED_MESSAGE = 'Admin registration is closed. Ask a super admin to create your account.';

/** The registration policy the server applies (ADMIN_REGISTRATION in api/README.md). */
export const ADMIN_REGISTRATION_POLICIES = ['open', 'first-admin', 'closed'] as const;
export type AdminRegistrationPolicy = (typeof ADMIN_REGISTRATION_POLICIES)[number];

/** POST /api/auth/admin/register answer (201). */
export const adminRegistrationResponseSchema = z.object({ message: z.string(), admin: adminSchema });
