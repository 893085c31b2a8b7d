// npm run db:backup [-- --out <file>]: a logical backup of the api's database (see
// api/src/db/backup.ts), run from the TypeScript sources with tsx.
import { runApiScript } from './api-script';

runApiScript('src/db/backup-cli.ts', ['backup', ...process.argv.slice(2)]);
