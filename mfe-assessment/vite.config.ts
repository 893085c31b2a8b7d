import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteViteConfig } from '../scripts/remote-vite-config';

// Each exposed module is one page (or the layout/widget the shell places around pages).
export const exposes = {
  './AssessmentPage': './src/assessment/AssessmentPage.tsx',
  './AssessmentResultsPage': './src/results/AssessmentResultsPage.tsx',
  './ChatWidget': './src/chat/ChatWidget.tsx',
};

// The assessment runs as an island before the app (docs/decisions.md, "Islands").
const islands = { assessment: './src/island/island.tsx' };

export default remoteViteConfig('mfe-assessment', dirname(fileURLToPath(import.meta.url)), exposes, import.meta.resolve('./src/standalone/main.tsx'), islands);
