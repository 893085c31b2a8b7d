import { Button, SimpleGrid, Stack } from '@tulia/shared/chakra';
import { zodResolver } from '@hookform/resolvers/zod';
import { apiClient } from '@tulia/shared/api-client';
import { adminRegistrationFormSchema, type AdminRegistrationForm } from '@tulia/shared/contract';
import { SelectField, TextField } from '@tulia/shared/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@tulia/shared/router';
import type { z } from 'zod';
import { AuthLink, AuthScreenFrame, FormNotice } from './AuthScreenFrame';
import { NewPasswordFields } from './NewPasswordFields';
import { registrationErrorMessage } from './registration-error';
import { serverMessageAt } from './server-field-message';

export const REGISTRATION_REDIRECT_MS = 2000;
const SUCCESS = 'Admin account created successfully! You can now sign in.';

type RegistrationFormInput = z.input<typeof adminRegistrationFormSchema>;

const emptyForm: RegistrationFormInput = {
  full_name: '',
  username: '',
  email: '',
  phone: '',
  admin_level: 'admin',
  password: '',
  confirm_password: '',
};

const adminLevels = [
  { value: 'admin', label: 'Admin' },
  { value: 'super_admin', label: 'Super Admin' },
] as const;

/** Registration (/admin/register); the server decides whether it is open (ADMIN_REGISTRATION in api/README.md). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormInput, unknown, AdminRegistrationForm>({ resolver: zodResolver(adminRegistrationFormSchema), defaultValues: emptyForm });

  const created = notice?.status === 'success';
  // After a successful registration, on to the sign-in screen after 2 seconds.
  useEffect(() => {
    if (!created) return undefined;
    const timer = window.setTimeout(() => {
      navigate('/admin/login');
    }, REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  const onSubmit = handleSubmit(async ({ confirm_password: _confirm, ...payload }) => {
    setNotice(null);
    try {
      await apiClient.post('auth/admin/register', payload, { auth: false });
      setNotice({ status: 'success', text: SUCCESS });
      reset(emptyForm);
    } catch (error) {
      const atPassword = serverMessageAt(error, 'password');
      if (atPassword) setError('password', { type: 'server', message: atPassword });
      else setNotice({ status: 'error', text: registrationErrorMessage(error) });
    }
  });

  return (
    <AuthScreenFrame
      title="Create Admin Account"
      subtitle="Register a new administrator of the service"
      links={<AuthLink to="/admin/login">Already have an account? Sign in</AuthLink>}
    >
      {notice ? <FormNotice status={notice.status}>{notice.text}</FormNotice> : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <TextField label="Full name" autoComplete="name" required error={errors.full_name?.message} {...register('full_name')} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField label="Username" autoComplete="username" required error={errors.username?.message} {...register('username')} />
            <TextField label="Phone" type="tel" autoComplete="tel" required error={errors.phone?.message} {...register('phone')} />
          </SimpleGrid>
          <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
          <SelectField label="Admin level" options={adminLevels} error={errors.admin_level?.message} {...register('admin_level')} />
          <NewPasswordFields
            label="Password"
            password={{ ...register('password'), error: errors.password?.message }}
            confirm={{ ...register('confirm_password'), error: errors.confirm_password?.message }}
          />
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Creating Account...">
            Create Admin Account
          </Button>
        </Stack>
      </form>
    </AuthScreenFrame>
  );
}
