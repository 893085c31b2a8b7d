/** The Vite configuration every remote uses: React, federation with the shared singletons, relative asset paths. */
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfigFnObject } from 'vite';
import { buildRecord } from './build-record';
import {
  devPorts,
  precompress,
  productionBuild,
  remoteNames,
  remoteVersion,
  root,
  sharedLibraryVersion,
  sharedSingletons,
  type RemotePackage,
} from './federation';
import { ssrBuildOptions, ssrResolve } from './ssr-build';
import { standalonePage } from './standalone-page';

/** The mode of the islands' build: `vite build --mode islands`. */
const ISLANDS_MODE = 'islands';

/**
 * `standaloneEntry`: the module that renders the remote's pages on their own (scripts/standalone-page.ts).
 * `islands`: island name → its entry module (docs/decisions.md, "Islands"), built by `vite build
 * --mode islands` into dist/islands/<name>.js: one self-contained file each (React included, no
 * federation), in the remote's version folder like the rest of its build.
 */
export function remoteViteConfig(
  pkg: RemotePackage,
  packageDir: string,
  exposes: Record<string, string>,
  standaloneEntry: string,
  islands: Record<string, string> = {},
): UserConfigFnObject {
  const port = devPorts[pkg];
  const version = remoteVersion(packageDir);
  return defineConfig(({ command, isSsrBuild, mode }) => {
    if (mode === ISLANDS_MODE) {
      return {
        base: './',
        define: { __REMOTE_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': JSON.stringify('production') },
        plugins: [react(), precompress()],
        build: {
          ...productionBuild,
          outDir: 'dist/islands',
          copyPublicDir: false,
          modulePreload: false,
          rolldownOptions: {
            ...productionBuild.rolldownOptions,
            input: islands,
            // Fixed names in a folder of one version: the composition finds them by name.
            output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
            preserveEntrySignatures: 'exports-only',
          },
        },
      };
    }
    // `vite build --ssr`: the exposed modules for Node (public pages rendered to HTML at release).
    if (isSsrBuild) {
      const input = Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name.replace(/^\.\//, ''), file]));
      return {
        base: './',
        define: { __REMOTE_VERSION__: JSON.stringify(version) },
        plugins: [react()],
        ssr: ssrResolve,
        build: ssrBuildOptions(input, { shareLibrary: true }),
      };
    }
    return {
      // Relative base: the built folder works wherever it is published (/remotes/<name>/<version>/).
      base: './',
      define: { __REMOTE_VERSION__: JSON.stringify(version) },
      plugins: [
        // First, so that it reads the modules' imports before federation rewrites them.
        buildRecord({ root, sourceDir: join(packageDir, 'src'), sharedVersion: sharedLibraryVersion().version }),
        standalonePage({ title: `${pkg} (standalone)`, entry: standaloneEntry }),
        react(),
        federation({
          name: remoteNames[pkg],
          filename: 'remoteEntry.js',
          manifest: true,
          exposes,
          // The public remotes start on public pages: they never declare the admin resource layer.
          shared: sharedSingletons({ publicOnly: !pkg.startsWith('mfe-admin-') }),
          dts: false,
          // Edits to a remote in `npm run dev` hot-update inside the shell.
          dev: { remoteHmr: true },
          // A built remote only runs inside the shell, which provides the federation runtime;
          // the standalone development page has no shell and keeps its own.
          experiments: { externalRuntime: command === 'build' },
        }),
        precompress(),
      ],
      server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
      preview: { port, strictPort: true },
      build: productionBuild,
    };
  });
}
