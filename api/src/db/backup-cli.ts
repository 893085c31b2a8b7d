// Entry of scripts/db/backup.mjs and scripts/db/restore.mjs: `backup-cli.ts backup|restore ...`.
import { runBackupCommand } from './backup-command';

// npm runs scripts from the repository root; INIT_CWD is where the user typed the command.
process.exitCode = await runBackupCommand(process.argv.slice(2), process.env, process.env.INIT_CWD ?? process.cwd());
