// Runs drizzle-kit (a dev tool: it only generates SQL into ./drizzle) with `drizzle-orm`
// resolved from this package: npm installs drizzle-orm under api/node_modules while
// drizzle-kit is hoisted to the root, where drizzle-kit's own import of drizzle-orm fails.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(apiRoot, 'package.json'));
// drizzle-kit's exports hide package.json; its api entry sits beside bin.cjs.
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hooks = new URL('./drizzle-kit-hooks.mjs', import.meta.url).href;

const result = spawnSync(
  process.execPath,
  ['--import', `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(hooks)});`, bin, ...process.argv.slice(2)],
  { cwd: apiRoot, stdio: 'inherit', env: { ...process.env, NODE_PATH: join(apiRoot, 'node_modules') } },
);
process.exit(result.status ?? 1);
