// Vite configuration of the monolith baseline: the shell (its index.html, sources and public
// folder) built WITHOUT the federation plugin, with the module that performs `loadRemote`
// (shell/src/remotes/remote-registry.ts) replaced by ./remote-registry.js, which imports each
// remote's exposed source file directly. Same React plugin, build target and installed
// versions as the federated build, production mode. Used only to measure what federation costs.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { normalizePath } from 'vite';
import { precompress, productionBuild } from '../build-options.mjs';
import { root } from '../deployment.mjs';
import { exposedPages } from './exposes.mjs';

export const monolithOutDir = join(root, 'dist-monolith');

const shellDir = join(root, 'shell');
const federatedRegistry = normalizePath(join(shellDir, 'src/remotes/remote-registry.ts'));
const standInRegistry = normalizePath(fileURLToPath(new URL('./remote-registry.js', import.meta.url)));
const pagesModule = 'virtual:tulia-monolith-pages';

/** `{ 'mfe-public/HomePage': () => import('/…/mfe-public/src/home/HomePage.tsx'), … }` */
function pageLoadersSource() {
  const entries = exposedPages().map(
    ({ remote, module, file }) => `  ${JSON.stringify(`${remote}/${module}`)}: () => import(${JSON.stringify(normalizePath(file))}),`,
  );
  return `export const pageLoaders = {\n${entries.join('\n')}\n};\n`;
}

/**
 * Swaps the federated registry for the stand-in, whatever relative specifier imports it
 * (`./remote-registry`, `../remotes/remote-registry`), by comparing resolved paths, and
 * fails the build if nothing was swapped (the shell moved its loader elsewhere).
 * @returns {import('vite').Plugin}
 */
function replaceRemoteRegistry() {
  let replaced = 0;
  return {
    name: 'tulia-monolith-remote-registry',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === pagesModule) return `\0${pagesModule}`;
      if (!importer || !source.includes('remote-registry')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || normalizePath(resolved.id) !== federatedRegistry) return null;
      replaced += 1;
      return standInRegistry;
    },
    load(id) {
      return id === `\0${pagesModule}` ? pageLoadersSource() : null;
    },
    buildEnd(error) {
      if (!error && replaced === 0) this.error(`nothing imported ${federatedRegistry}: the monolith would still load remotes at run time`);
    },
  };
}

/** @returns {import('vite').InlineConfig} */
export function monolithViteConfig() {
  return {
    configFile: false,
    root: shellDir,
    base: '/',
    mode: 'production',
    // Not the shell's own cache folder: this build must not disturb the shell's.
    cacheDir: join(root, 'node_modules/.vite-monolith'),
    logLevel: 'warn',
    // The remotes show their version in a data attribute; in the monolith they have none.
    define: { __REMOTE_VERSION__: JSON.stringify('monolith') },
    // The same build options and precompression as the federated apps, so that the
    // comparison measures federation only.
    plugins: [react(), replaceRemoteRegistry(), precompress()],
    build: {
      ...productionBuild,
      outDir: monolithOutDir,
      // Vite's default chunking is kept on purpose (a plain single app); its large entry chunk
      // is part of what the baseline measures, not something to warn about here.
      chunkSizeWarningLimit: 2048,
    },
  };
}
