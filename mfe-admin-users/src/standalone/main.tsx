// Development only: this remote's pages on their own, outside the shell.
import { AdminDataProvider } from '@tulia/shared/admin';
import { renderStandalone } from '../../../scripts/standalone';
import UsersPage from '../users/UsersPage';
import TherapistsPage from '../therapists/TherapistsPage';
import RafikisPage from '../rafikis/RafikisPage';
import RafikiRequestsPage from '../rafiki-requests/RafikiRequestsPage';
import AuditLogPage from '../audit-log/AuditLogPage';

renderStandalone(
  [
    { path: '/users', Page: UsersPage },
    { path: '/therapists', Page: TherapistsPage },
    { path: '/rafikis', Page: RafikisPage },
    { path: '/rafiki-requests', Page: RafikiRequestsPage },
    { path: '/audit-log', Page: AuditLogPage },
  ],
  { Providers: AdminDataProvider },
);
