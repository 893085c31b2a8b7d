import { z } from 'zod';
import { adminRegistrationSchema, emailSchema, passwordProofField } from './auth';
import { newPasswordField } from './users';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * A form's payload plus `confirm_password`, which must match the field the person chose
 * (`new_password`, or `password` on registration); a mismatch is reported on the confirmation.
 */
function withConfirmation<T extends z.ZodObject, K extends keyof z.infer<T> & string>(payload: T, chosen: K) {
  return payload
    .extend({ confirm_password: z.string({ error: 'Confirm password is required' }).min(1, 'Confirm password is required') })
    .refine((form) => form[chosen] === form.confirm_password, {
      message: PASSWORDS_DO_NOT_MATCH,
      path: ['confirm_password'],
    });
}

/** PUT /api/admin/change-password */
export const changePasswordSchema = z.object({
  current_password: passwordProofField('Current password'),
  new_password: newPasswordField('New password'),
});

/** The change-password form: the payload plus a confirmation that must match. */
export const changePasswordFormSchema = withConfirmation(changePasswordSchema, 'new_password');
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /api/auth/admin/forgot-password: always answered the same, so it never tells whether an account exists. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/admin/reset-password: the token from the link (/admin/reset-password?token=...). */
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200, 'Reset token is invalid'),
  new_password: newPasswordField('New password'),
});

export const resetPasswordFormSchema = withConfirmation(resetPasswordSchema, 'new_password');
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** The registration form: the payload plus a confirmation that must match. */
export const adminRegistrationFormSchema = withConfirmation(adminRegistrationSchema, 'password');
export type AdminRegistrationForm = z.infer<typeof adminRegistrationFormSchema>;
