import { Button, Link, Stack } from '@tulia/shared/chakra';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAuthStore } from '@tulia/shared/auth';
import { loginCredentialsSchema, type LoginCredentials } from '@tulia/shared/contract';
import { mailtoHref, siteConfig } from '@tulia/shared/site-config';
import { PasswordField, TextField } from '@tulia/shared/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from '@tulia/shared/router';
import { AuthLink, AuthScreenFrame, FormNotice } from './AuthScreenFrame';
import { redirectTarget } from './from-location';

/** Login (/admin/login), with its failure texts. */
export default function LoginPage() {
  const status = useAuthStore((state) => state.status);
  const initialize = useAuthStore((state) => state.initialize);
  const login = useAuthStore((state) => state.login);
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginCredentials>({ resolver: zodResolver(loginCredentialsSchema), defaultValues: { email: '', password: '' } });

  // A visitor with a stored session is checked once, then sent on if it is still valid.
  useEffect(() => {
    if (status === 'loading') void initialize();
  }, [status, initialize]);

  if (status === 'authenticated' && !isSubmitting) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const result = await login(email, password);
    if (result.ok) navigate(target, { replace: true });
    else setFailure(result.message);
  });

  return (
    <AuthScreenFrame
      title="Sign In"
      subtitle="Sign in to manage the service"
      links={
        <>
          <AuthLink to="/admin/forgot-password">Forgot your password?</AuthLink>
          <AuthLink to="/admin/register">Create an admin account</AuthLink>
          <Link href={mailtoHref(siteConfig.supportEmail, 'Admin sign-in help')} color="brand.700">
            Need help? {siteConfig.supportEmail}
          </Link>
        </>
      }
    >
      {failure ? <FormNotice status="error">{failure}</FormNotice> : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <TextField label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...register('email')} />
          <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Signing In...">
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthScreenFrame>
  );
}
