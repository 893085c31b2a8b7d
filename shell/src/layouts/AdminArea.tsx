import { adminLayer } from '../admin/admin-layer';
import { RequireAdmin } from '../auth/RequireAdmin';
import { AdminLayout } from './AdminLayout';

/**
 * The protected admin branch: one cache for every admin screen, the guard, the admin shell
 * layout. Loaded on demand with the admin layer (see the router), so TanStack Query is only
 * ever downloaded here, never by a public page. Signing out leaves the branch and drops the cache.
 */
export default function AdminArea() {
  const { AdminDataProvider } = adminLayer();
  return (
    <AdminDataProvider>
      <RequireAdmin>
        <AdminLayout />
      </RequireAdmin>
    </AdminDataProvider>
  );
}
