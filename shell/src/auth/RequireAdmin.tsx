import { useAuthStore } from '@tulia/shared/auth';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@tulia/shared/router';
import { CheckingAuthentication } from './CheckingAuthentication';

/**
 * The guard of every protected route: checks the stored session once (the auth store's start-up check), then either
 * renders the screen or replaces the history entry with /admin/login, passing `from`.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const initialize = useAuthStore((state) => state.initialize);
  const location = useLocation();

  useEffect(() => {
    if (status === 'loading') void initialize();
  }, [status, initialize]);

  if (status === 'loading') return <CheckingAuthentication />;
  if (status === 'unauthenticated') return <Navigate to="/admin/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
