import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRecord } from '../scripts/build-record';
import { devPorts, precompress, productionBuild, remoteNames, root, sharedLibraryVersion, sharedSingletons, type RemotePackage } from '../scripts/federation';
import { chromeModules, isRemoteRoute, routeTable } from './src/routes/route-table';

/**
 * In development the shell reads a remotes.json that points at each remote's dev server.
 * Production builds contain no remote address at all: the deployment serves remotes.json.
 */
function devRemotesJson(): Plugin {
  const remotes = Object.fromEntries(
    (Object.keys(remoteNames) as RemotePackage[]).map((pkg) => [
      pkg,
      { name: remoteNames[pkg], version: 'dev', entry: `http://localhost:${devPorts[pkg]}/mf-manifest.json` },
    ]),
  );
  return {
    name: 'tulia-dev-remotes-json',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(remotes));
      });
    },
  };
}

/**
 * What this shell provides to the remotes, published with it for the release gate: its
 * singletons and their versions, and every module it loads from each remote (as data, so that
 * the release tools read the live shell's table, never the workspace's).
 */
const provides = () => ({
  singletons: Object.fromEntries(Object.entries(sharedSingletons()).map(([name, entry]) => [name, entry.version])),
  routes: routeTable.filter(isRemoteRoute).map(({ path, title, area, owner, module, ...special }) => ({ path, title, area, owner, module, ...special })),
  chrome: chromeModules,
});

export default defineConfig({
  plugins: [
    buildRecord({ root, sourceDir: join(dirname(fileURLToPath(import.meta.url)), 'src'), sharedVersion: sharedLibraryVersion().version, provides }),
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(),
      manifest: false,
      dts: false,
      dev: { remoteHmr: true },
      // One federation runtime for the page: the shell publishes it and the remotes use it
      // instead of each bundling a copy (scripts/remote-vite-config.ts).
      experiments: { provideExternalRuntime: true },
    }),
    devRemotesJson(),
    precompress(),
  ],
  server: {
    port: devPorts.shell,
    strictPort: true,
    proxy: { '/api': `http://localhost:${devPorts.api}` },
  },
  build: productionBuild,
});
