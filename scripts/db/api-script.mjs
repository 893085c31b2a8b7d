// Runs a TypeScript entry of the api package with tsx (an api devDependency), passing signals
// on and exiting with its code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '../../api');

export function runApiScript(entry, args) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(apiRoot, entry), ...args], {
    cwd: apiRoot,
    stdio: 'inherit',
    // Relative paths the user typed are relative to where they typed them.
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  });
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  child.on('error', (error) => {
    console.error(error.message);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}
