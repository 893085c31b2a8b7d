import { RequireAdmin } from '../auth/RequireAdmin';
import { AdminLayout } from './AdminLayout';

/** The protected admin branch: the guard around the admin shell layout (loaded on demand). */
export default function AdminArea() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}
