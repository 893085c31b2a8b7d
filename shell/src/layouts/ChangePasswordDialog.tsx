import { zodResolver } from '@hookform/resolvers/zod';
import { apiClient, errorMessage } from '@tulia/shared/api-client';
import { changePasswordFormSchema, type ChangePasswordForm } from '@tulia/shared/contract';
import { toast } from '@tulia/shared/toast';
import { FormDialog, PasswordField } from '@tulia/shared/ui';
import { useForm } from 'react-hook-form';
import { adminLayer } from '../admin/admin-layer';
import { NewPasswordFields } from '../pages/auth/NewPasswordFields';

const emptyForm: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Lets the signed-in admin change their own password (PUT /api/admin/change-password). */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm });

  const close = () => {
    reset(emptyForm);
    onOpenChange(false);
  };

  const onSubmit = handleSubmit(async ({ confirm_password: _confirm, ...payload }) => {
    try {
      await apiClient.put('admin/change-password', payload);
      toast.success({ title: 'Password Changed', description: 'Your password has been changed.' });
      close();
    } catch (error) {
      // A wrong current password (403) or a new one the server refuses (400) shows at its field.
      adminLayer().showServerFieldErrors(setError, ['current_password', 'new_password'])(error);
      toast.error({ title: 'Error', description: errorMessage(error, 'Failed to change password') });
    }
  });

  return (
    <FormDialog
      open={open}
      title="Change password"
      onClose={close}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Change password"
      submitting={isSubmitting}
      submittingLabel="Saving..."
      size="md"
    >
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <NewPasswordFields
        password={{ ...register('new_password'), error: errors.new_password?.message }}
        confirm={{ ...register('confirm_password'), error: errors.confirm_password?.message }}
      />
    </FormDialog>
  );
}
