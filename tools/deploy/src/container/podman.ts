/** podman and the other commands the container test runs, with their output kept or shown. */
import { spawn } from 'node:child_process';
import { containersConf } from './settings';

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Show the command's output as it runs instead of keeping it. */
  show?: boolean;
  /** Added to this process's environment. */
  env?: Record<string, string>;
  cwd?: string;
}

/** Runs a command to its end; never rejects for a non-zero exit (the caller decides). */
export function exec(command: string, args: readonly string[], { show = false, env, cwd }: RunOptions = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', show ? 'inherit' : 'pipe', show ? 'inherit' : 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }));
  });
}

/** Like exec, but a non-zero exit is an error that carries the command's last words. */
export async function execOk(command: string, args: readonly string[], options: RunOptions = {}): Promise<string> {
  const result = await exec(command, args, options);
  if (result.code !== 0) {
    const said = `${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.code})${said ? `:\n${said}` : ''}`);
  }
  return result.stdout.trim();
}

/** Every podman call reads ops/containers.conf and nothing else, whatever the machine's settings. */
export const podmanEnv = (): Record<string, string> => ({ CONTAINERS_CONF: containersConf });

export const podman = (args: readonly string[], options: RunOptions = {}): Promise<Result> => exec('podman', args, { ...options, env: { ...podmanEnv(), ...options.env } });

export const podmanOk = (args: readonly string[], options: RunOptions = {}): Promise<string> => execOk('podman', args, { ...options, env: { ...podmanEnv(), ...options.env } });

export async function imageId(reference: string): Promise<string | null> {
  const result = await podman(['image', 'inspect', '--format', '{{.Id}}', reference]);
  return result.code === 0 ? result.stdout.trim() : null;
}
