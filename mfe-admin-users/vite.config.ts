import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '../scripts/remote-vite-config';

// Each exposed module is one page (or the layout/widget the shell places around pages).
export const exposes = {
  './UsersPage': './src/users/UsersPage.tsx',
  './TherapistsPage': './src/therapists/TherapistsPage.tsx',
  './RafikisPage': './src/rafikis/RafikisPage.tsx',
  './RafikiRequestsPage': './src/rafiki-requests/RafikiRequestsPage.tsx',
  './AuditLogPage': './src/audit-log/AuditLogPage.tsx',
};

export default remoteViteConfig('mfe-admin-users', dirname(fileURLToPath(import.meta.url)), exposes, import.meta.resolve('./src/standalone/main.tsx'));
