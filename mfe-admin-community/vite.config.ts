import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '../scripts/remote-vite-config';

// Each exposed module is one page (or the layout/widget the shell places around pages).
export const exposes = {
  './BomaGroupsPage': './src/boma-groups/BomaGroupsPage.tsx',
  './GroupSuggestionsPage': './src/group-suggestions/GroupSuggestionsPage.tsx',
};

export default remoteViteConfig('mfe-admin-community', dirname(fileURLToPath(import.meta.url)), exposes, import.meta.resolve('./src/standalone/main.tsx'));
