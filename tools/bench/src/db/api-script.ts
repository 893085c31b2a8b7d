// Runs a TypeScript entry of the api package with tsx (an api devDependency), passing signals
// on and exiting with its code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { root } from '../../../deploy/src/layout';

const apiRoot = join(root, 'api');
const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The exit code of a child that ended with `code` or was killed by `signal` (128 + its number, as a shell reports it). */
export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  return code ?? 128 + (signal ? constants.signals[signal] : 0);
}

export function runApiScript(entry: string, args: readonly string[]): void {
  const child = spawn(process.execPath, ['--import', 'tsx', join(apiRoot, entry), ...args], {
    cwd: apiRoot,
    stdio: 'inherit',
    // Relative paths the user typed are relative to where they typed them.
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of forwarded) process.on(signal, forward);
  child.on('error', (error) => {
    console.error(error.message);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
}
