// npm run dev: every app's Vite dev server with hot reload (remote edits included) and the
// api in watch mode. The shell (http://localhost:5170) reads a development remotes.json that
// points at the remotes' dev servers and proxies /api to the api.
import { root } from '../../deploy/src/layout';
import { run } from './run';

// The api runs the demo profile, as under npm start (every other start is production).
const env = { TULIA_PROFILE: 'demo', ...process.env, TURBO_TELEMETRY_DISABLED: '1', PORT: process.env.API_PORT ?? '8081' };
console.log('Site: http://localhost:5170  (remotes on 5171-5175, api on 8081)');
await run('npx', ['turbo', 'run', 'dev', '--concurrency=20'], { cwd: root, env }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
