import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The api's suite on PostgreSQL (`api/scripts/with-postgres.sh npm run test:postgres -w api`, run
// by CI after the embedded-database pass): everything that reaches the database runs again on a
// real server. These files never do (or always use the embedded database, whatever is set), so a
// second run would only repeat the first.
export const EMBEDDED_OR_DATABASE_FREE = [
  'src/shutdown.test.ts', // a real process on the embedded database
  'src/db/private-files.test.ts', // the embedded database's file modes
  'src/db/lock.test.ts', // the embedded database's data-directory lock
  'src/config.test.ts', // settings, and starts refused before any database opens
  'src/metrics/settings.test.ts',
  'src/metrics/alert-rules.test.ts', // promtool on the rule files
  'src/http/slow-bodies.test.ts', // the HTTP server's timeouts
  'src/site/**', // static serving and nginx's parity with it
  'src/multi-instance.test.ts', // starts its own PostgreSQL (skips itself here anyway)
];

export default mergeConfig(base, defineConfig({ test: { exclude: ['**/node_modules/**', ...EMBEDDED_OR_DATABASE_FREE] } }));
