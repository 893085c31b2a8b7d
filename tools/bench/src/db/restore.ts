// npm run db:restore -- <file> [--force]: restores a backup written by npm run db:backup.
import { runApiScript } from './api-script';

runApiScript('src/db/backup-cli.ts', ['restore', ...process.argv.slice(2)]);
