import { AdminDataProvider } from '@tulia/shared/resources';
import { RequireAdmin } from '../auth/RequireAdmin';
import { AdminLayout } from './AdminLayout';

/**
 * The protected admin branch: one cache for every admin screen, the guard, the admin shell
 * layout. Loaded on demand, so the resource layer (TanStack Query inside) is only ever
 * downloaded here, never by a public page. Signing out leaves the branch and drops the cache.
 */
export default function AdminArea() {
  return (
    <AdminDataProvider>
      <RequireAdmin>
        <AdminLayout />
      </RequireAdmin>
    </AdminDataProvider>
  );
}
