import { Button, CloseButton, Dialog, Portal, Stack } from '@tulia/shared/chakra';
import { zodResolver } from '@hookform/resolvers/zod';
import { apiClient, errorMessage } from '@tulia/shared/api-client';
import { changePasswordFormSchema, type ChangePasswordForm } from '@tulia/shared/contract';
import { toast } from '@tulia/shared/toast';
import { ignoreToastInteractions, keepOpenOnFocusOutside, PasswordField } from '@tulia/shared/ui';
import { useForm } from 'react-hook-form';
import { adminLayer } from '../admin/admin-layer';

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
    <Dialog.Root
      open={open}
      onOpenChange={(event) => (event.open ? onOpenChange(true) : close())}
      onInteractOutside={ignoreToastInteractions}
      onFocusOutside={keepOpenOnFocusOutside}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={(event) => void onSubmit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>Change password</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <PasswordField
                    label="Current password"
                    autoComplete="current-password"
                    required
                    error={errors.current_password?.message}
                    {...register('current_password')}
                  />
                  <PasswordField
                    label="New password"
                    autoComplete="new-password"
                    required
                    helperText="At least 8 characters"
                    error={errors.new_password?.message}
                    {...register('new_password')}
                  />
                  <PasswordField
                    label="Confirm new password"
                    autoComplete="new-password"
                    required
                    error={errors.confirm_password?.message}
                    {...register('confirm_password')}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
                  Change password
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
