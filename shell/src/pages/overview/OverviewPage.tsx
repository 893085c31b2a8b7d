import { useAuthStore } from '@tulia/shared/auth';
import { PageHeader } from '@tulia/shared/ui';

/** Overview (/admin): the frame of the dashboard; its figures arrive with the admin shell issue. */
export default function OverviewPage() {
  const admin = useAuthStore((state) => state.admin);
  return <PageHeader title="Overview" subtitle={admin ? `Welcome back, ${admin.full_name}` : undefined} />;
}
