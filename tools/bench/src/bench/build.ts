// What the benchmark needs built: every package through turbo (cached: only what changed is
// rebuilt). Both sites are these builds (the api's dist/main.js serves them); the prerendered
// one is composed from their server builds (ssr/) when it is published.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../../deploy/src/layout';

function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Build output goes to stderr: stdout carries the benchmark's table only.
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 2, 2] });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve(undefined) : reject(new Error(`${[command, ...args].join(' ')} failed (${code ?? signal})`))));
  });
}

export async function buildAll(): Promise<void> {
  await run(join(root, 'node_modules/.bin/turbo'), ['run', 'build', '--output-logs=errors-only']);
}
