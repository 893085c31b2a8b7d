import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedLibrarySubpaths } from '../scripts/federation';
import { ssrBuildOptions, ssrResolve } from '../scripts/ssr-build';

/**
 * The shell's server-rendering build (dist/ssr): the page renderer the composition step runs,
 * and each subpath of the shared library as its own module. The shell provides the shared
 * library to the remotes in the browser; at composition the remotes' server builds import
 * this copy, so both renders use the same shared code.
 */
const input: Record<string, string> = { 'render-page': 'src/ssr/render-page.tsx' };
for (const subpath of sharedLibrarySubpaths) input[`shared/${subpath}`] = `../shared/src/${subpath}/index.ts`;

export default defineConfig({
  plugins: [react()],
  ssr: ssrResolve,
  build: ssrBuildOptions(input, { shareLibrary: false }),
});
