// What db:backup and db:restore share: the exit code, and signals that end the command through
// process.exit, so that the unencrypted work folder is removed (private-work.ts).
import { constants } from 'node:os';
import { runSealedBackupCommand } from './sealed-backup-command';

export function runCommandLine(command: 'backup' | 'restore'): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(128 + constants.signals[signal]));
  // npm runs scripts from the repository root; INIT_CWD is where the user typed the command.
  void runSealedBackupCommand([command, ...process.argv.slice(2)], process.env, process.env.INIT_CWD ?? process.cwd()).then((code) => process.exit(code));
}
