// npm start: build what changed (turbo cache), publish it into the deployment folder, and serve
// the composed site and the api on one port.
import { join } from 'node:path';
import { startApi } from '../api-process';
import { defaultDeployDir, root } from '../layout';
import { publishWorkspace } from '../publish-workspace';
import { run } from '../run';

const deployDir = defaultDeployDir();
await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root });
console.log(`Published to ${deployDir}:`, await publishWorkspace(deployDir));

const port = Number(process.env.PORT ?? '8080');
// The demo profile (startApi sets it): every other start of the api is production (fail closed).
const site = await startApi({ siteDir: deployDir, dataDir: process.env.DATA_DIR ?? join(root, '.data'), port, inheritEnv: true, showOutput: true, host: process.env.HOST ?? null, env: process.env.TULIA_PROFILE ? { TULIA_PROFILE: process.env.TULIA_PROFILE } : {} });
console.log(`\nThe site is running on http://localhost:${port}  (admin: http://localhost:${port}/admin/login)\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => site.child.kill(signal));
site.child.on('exit', (code) => process.exit(code ?? 0));
