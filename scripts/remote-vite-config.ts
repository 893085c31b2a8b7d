/** The Vite configuration every remote uses: React, federation with the shared singletons, relative asset paths. */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { devPorts, productionBuild, remoteNames, remoteVersion, sharedSingletons, type RemotePackage } from './federation';

export function remoteViteConfig(pkg: RemotePackage, packageDir: string, exposes: Record<string, string>): UserConfig {
  const port = devPorts[pkg];
  const version = remoteVersion(packageDir);
  return defineConfig({
    // Relative base: the built folder works wherever it is published (/remotes/<name>/<version>/).
    base: './',
    define: { __REMOTE_VERSION__: JSON.stringify(version) },
    plugins: [
      react(),
      federation({
        name: remoteNames[pkg],
        filename: 'remoteEntry.js',
        manifest: true,
        exposes,
        shared: sharedSingletons(),
        dts: false,
        // Edits to a remote in `npm run dev` hot-update inside the shell.
        dev: { remoteHmr: true },
        // The shell provides the federation runtime; a remote only runs inside the shell.
        experiments: { externalRuntime: true },
      }),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
    preview: { port, strictPort: true },
    build: productionBuild,
  });
}
