import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '../scripts/remote-vite-config';

// Each exposed module is one page (or the layout/widget the shell places around pages).
export const exposes = {
  './PublicLayout': './src/layout/PublicLayout.tsx',
  './HomePage': './src/home/HomePage.tsx',
  './OurStoryPage': './src/our-story/OurStoryPage.tsx',
  './ContactPage': './src/contact/ContactPage.tsx',
  './TermsPage': './src/terms/TermsPage.tsx',
  './PrivacyPage': './src/privacy/PrivacyPage.tsx',
};

export default remoteViteConfig('mfe-public', dirname(fileURLToPath(import.meta.url)), exposes, import.meta.resolve('./src/standalone/main.tsx'));
