import { Button, Stack } from '@tulia/shared/chakra';
import { zodResolver } from '@hookform/resolvers/zod';
import { apiClient, errorMessage } from '@tulia/shared/api-client';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@tulia/shared/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from '@tulia/shared/router';
import { AuthLink, AuthScreenFrame, FormNotice } from './AuthScreenFrame';
import { NewPasswordFields } from './NewPasswordFields';
import { serverMessageAt } from './server-field-message';

export const PASSWORD_RESET_DONE = 'Your password has been changed. You can now sign in with your new password.';

/** Reset password (/admin/reset-password?token=…): the link from the e-mail, single use. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    values: { token, new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async ({ confirm_password: _confirm, ...payload }) => {
    setNotice(null);
    try {
      await apiClient.post('auth/admin/reset-password', payload, { auth: false });
      setNotice({ status: 'success', text: PASSWORD_RESET_DONE });
      reset({ token: '', new_password: '', confirm_password: '' });
    } catch (error) {
      // A password the server refuses shows at its field; the link stays usable for another.
      const atPassword = serverMessageAt(error, 'new_password');
      if (atPassword) setError('new_password', { type: 'server', message: atPassword });
      else setNotice({ status: 'error', text: errorMessage(error, 'We could not change your password. Please try again.') });
    }
  });

  const done = notice?.status === 'success';
  return (
    <AuthScreenFrame
      title="Reset Password"
      subtitle="Choose a new password for your admin account."
      links={
        <>
          <AuthLink to="/admin/login">Back to sign in</AuthLink>
          <AuthLink to="/admin/forgot-password">Send me a new link</AuthLink>
        </>
      }
    >
      {!token ? <FormNotice status="error">This reset link is incomplete. Please use the link from your e-mail, or ask for a new one.</FormNotice> : null}
      {notice ? <FormNotice status={notice.status}>{notice.text}</FormNotice> : null}
      {token && !done ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <NewPasswordFields
              password={{ ...register('new_password'), error: errors.new_password?.message ?? errors.token?.message }}
              confirm={{ ...register('confirm_password'), error: errors.confirm_password?.message }}
            />
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
              Set new password
            </Button>
          </Stack>
        </form>
      ) : null}
    </AuthScreenFrame>
  );
}
