// The api on the restored copy: it must become ready and let an administrator sign in.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, signIn, startApi } from '../../../../api/scripts/lib/processes';
import { verifyAccessToken } from '../../../../api/src/auth/tokens';
import type { DrillAdmin } from './drill-seed';

export interface ApiOnCopy {
  /** The status of /api/health/ready once the api said it was ready. */
  ready: number;
  /** From the start of the process to ready. */
  ms: number;
  /** Why the sign-in failed, with the end of the api's error output. */
  failure?: string;
}

const ATTEMPTS = 3;

/**
 * Starts the api (production profile) on `databaseUrl`, asks readiness and signs in. The port
 * is free when chosen, but another tool may take it before the api listens: the answers then
 * come from that process. An access token signed with this run's secret proves they came from
 * ours; otherwise, once ours has exited, the start is tried again on another port.
 */
export async function signInOnCopy(databaseUrl: string, signer: DrillAdmin, options: { fromSource: boolean }): Promise<ApiOnCopy> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const secret = randomBytes(32).toString('hex');
    const started = Date.now();
    const api = await startApi(
      port,
      {
        DATABASE_URL: databaseUrl,
        TULIA_PROFILE: 'production',
        JWT_SECRET: secret,
        APP_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        // No proxy routes to it: nothing to drain on SIGTERM.
        SHUTDOWN_DRAIN_MS: '0',
      },
      // The copy sends no mail, alerts nobody and counts in no shared Redis.
      {
        removeEnv: [
          'DATA_DIR',
          'SITE_DIR',
          'SMTP_URL',
          'REDIS_URL',
          'TEST_DATABASE_URL',
          'BACKUP_KEY',
          'CRISIS_ONCALL_EMAILS',
          'CRISIS_ONCALL_SECONDARY_EMAILS',
        ],
        fromSource: options.fromSource,
      },
    );
    const ms = Date.now() - started;
    try {
      const ready = (await fetch(`${api.base}/api/health/ready`)).status;
      const outcome = await signIn(api.base, signer).then(
        (token) => (verifyAccessToken(token, secret) ? { ours: true } : { ours: false, failure: 'the token was not signed by this api' }),
        (error: unknown) => ({ ours: undefined, failure: error instanceof Error ? error.message : String(error) }),
      );
      if (outcome.ours) return { ready, ms };
      // A failed sign-in is ours unless our api exits (its port was taken) meanwhile.
      const exited = outcome.ours === false || (await Promise.race([api.exited.then(() => true), sleep(15_000).then(() => false)]));
      if (!exited || attempt === ATTEMPTS) return { ready, ms, failure: `${outcome.failure}\n${api.errors().slice(-3000)}` };
      console.log(`Another process answered on port ${port}: the api starts again on another port.`);
    } finally {
      await api.stop();
    }
  }
}
