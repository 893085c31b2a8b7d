import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '../scripts/remote-vite-config';

// Each exposed module is one page (or the layout/widget the shell places around pages).
export const exposes = {
  './ResourcesPage': './src/resources/ResourcesPage.tsx',
  './ContactMessagesPage': './src/contact-messages/ContactMessagesPage.tsx',
};

export default remoteViteConfig('mfe-admin-content', dirname(fileURLToPath(import.meta.url)), exposes, import.meta.resolve('./src/standalone/main.tsx'));
