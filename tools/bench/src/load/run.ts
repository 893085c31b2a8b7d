// npm run load [-- --duration 60]: the mixed-workload load test of the api on PostgreSQL
// (api/scripts/load/run.ts, run with tsx).
import { runApiScript } from '../db/api-script';

runApiScript('scripts/load/run.ts', process.argv.slice(2));
