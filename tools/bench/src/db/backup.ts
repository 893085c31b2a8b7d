// npm run db:backup [-- --out <file>]: an encrypted logical backup of the api's database
// (sealed-backup-command.ts).
import { runCommandLine } from './command-line';

runCommandLine('backup');
