// npm start: build what changed (turbo cache), publish it into the deployment folder, and serve
// the composed site and the api on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { defaultDeployDir, root } from '../layout';
import { publishWorkspace } from '../publish-workspace';
import { run } from '../run';

const deployDir = defaultDeployDir();
await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root });
console.log(`Published to ${deployDir}:`, await publishWorkspace(deployDir));

const port = process.env.PORT ?? '8080';
const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
  stdio: 'inherit',
  // The demo profile, said explicitly: every other start of the api is production (fail closed).
  env: { TULIA_PROFILE: 'demo', ...process.env, PORT: port, SITE_DIR: deployDir, DATA_DIR: process.env.DATA_DIR ?? join(root, '.data') },
});
console.log(`\nThe site is starting on http://localhost:${port}  (admin: http://localhost:${port}/admin/login)\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
