// Run by baseline.ts with the baseline tree's own tsx: publishes the baseline's builds with the
// baseline's own publishing code (public pages composed, as its release would) into a throwaway
// folder, and serves them with the baseline's own api on a fresh database. Only node: imports
// here, so that nothing of the current tree is loaded; the baseline's modules are imported by
// path. Prints "READY <url>" once serving; stops on SIGTERM, SIGINT or when stdin closes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Request {
  root: string;
  port: number;
  env: Record<string, string>;
}

interface PublishModule {
  publishWorkspace(deployDir: string, options: { compose?: boolean; quiet?: boolean }): Promise<unknown>;
}

interface ApiModule {
  startApi(options: { siteDir: string; dataDir: string; port: number; env: Record<string, string> }): Promise<{ baseURL: string; stop: () => Promise<void> }>;
}

const request = JSON.parse(process.argv[2] ?? '{}') as Request;
const load = <T>(file: string): Promise<T> => import(pathToFileURL(join(request.root, file)).href) as Promise<T>;

const deployDir = mkdtempSync(join(tmpdir(), 'tulia-bench-deploy-baseline-'));
const dataDir = mkdtempSync(join(tmpdir(), 'tulia-bench-data-baseline-'));
const removeFolders = () => {
  rmSync(deployDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  const { publishWorkspace } = await load<PublishModule>('tools/deploy/src/publish-workspace.ts');
  await publishWorkspace(deployDir, { compose: true, quiet: true });
  const { startApi } = await load<ApiModule>('tools/deploy/src/api-process.ts');
  const site = await startApi({ siteDir: deployDir, dataDir, port: request.port, env: request.env });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void site.stop().finally(() => {
      removeFolders();
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.stdout.write(`READY ${site.baseURL}\n`);
} catch (error) {
  removeFolders();
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
