// npm run security:scan: sqlmap against a local api, results in docs/security.md
// (api/scripts/security/sqlmap.ts, run with tsx).
import { runApiScript } from '../db/api-script';

runApiScript('scripts/security/sqlmap.ts', process.argv.slice(2));
