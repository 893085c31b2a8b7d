import { Button, Stack } from '@tulia/shared/chakra';
import { zodResolver } from '@hookform/resolvers/zod';
import { apiClient, errorMessage } from '@tulia/shared/api-client';
import { forgotPasswordSchema, type ForgotPasswordPayload } from '@tulia/shared/contract';
import { TextField } from '@tulia/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthLink, AuthScreenFrame, FormNotice } from './AuthScreenFrame';

// The same answer whether or not the address has an account: nothing to probe (docs/decisions.md, "Security, accounts and personal data").
export const FORGOT_PASSWORD_SENT =
  'If an admin account uses that e-mail address, we have sent it a link to choose a new password. The link works once and expires soon.';

/** Forgot password (/admin/forgot-password): asks the api to e-mail a reset link. */
export default function ForgotPasswordPage() {
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordPayload>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (payload) => {
    setNotice(null);
    try {
      await apiClient.post('auth/admin/forgot-password', payload, { auth: false });
      setNotice({ status: 'success', text: FORGOT_PASSWORD_SENT });
      reset({ email: '' });
    } catch (error) {
      setNotice({ status: 'error', text: errorMessage(error, 'We could not send the link. Please try again.') });
    }
  });

  return (
    <AuthScreenFrame
      title="Forgot Password"
      subtitle="Enter your admin e-mail address and we will send you a link to choose a new password."
      links={<AuthLink to="/admin/login">Back to sign in</AuthLink>}
    >
      {notice ? <FormNotice status={notice.status}>{notice.text}</FormNotice> : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Sending link...">
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthScreenFrame>
  );
}
