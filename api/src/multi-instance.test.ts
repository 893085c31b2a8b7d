// More than one instance: two api instances on one PostgreSQL and one Redis behind
// haproxy (api/scripts/multi-instance/run.ts): sessions and the login limit hold across them,
// and the load test through the proxy gives no 5xx and stores every acknowledged message, while
// each instance in turn is restarted with SIGTERM (docs/operations.md).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { haproxyMissing } from '../scripts/multi-instance/haproxy';
import { apiRoot } from './paths';
import { redisMissing } from './test/redis-server';

function postgresMissing(): string | null {
  const base = '/usr/lib/postgresql';
  const found = process.env.PG_BINDIR || (existsSync(base) && readdirSync(base).some((version) => existsSync(join(base, version, 'bin', 'initdb'))));
  return found ? null : "PostgreSQL server binaries not found: install the Debian package 'postgresql' (.ci/run does).";
}

const reasons = [
  redisMissing(),
  haproxyMissing(),
  postgresMissing(),
  // It starts its own PostgreSQL: once per CI run is enough (the embedded-database pass).
  process.env.DATABASE_URL || process.env.TEST_DATABASE_URL ? 'it runs in the embedded-database pass (it starts its own PostgreSQL server)' : null,
].filter((reason): reason is string => reason !== null);
if (reasons.length > 0) console.warn(`Skipping the multi-instance test: ${reasons.join('; ')}`);

/**
 * Runs a script of api/scripts/multi-instance with tsx, without the settings named (the script
 * sets its own), and answers its exit code and its output.
 */
async function runScript(script: string, args: string[], unset: string[]): Promise<{ code: number | null; output: string }> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY', ...unset]) delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsx, join(apiRoot, 'scripts/multi-instance', script), ...args], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve({ code: exitCode, output }));
  });
}

describe.skipIf(reasons.length > 0)('more than one api instance behind a reverse proxy', () => {
  it('sessions and the login limit hold across two instances, and the load through haproxy has no 5xx and loses no message', async () => {
    const { code, output } = await runScript('run.ts', ['--from-source', '--duration', '40', '--clients', '10', '--admins', '2'], []);
    // The figures in the test's log, as a record of the run.
    console.log(output.split('\n').slice(-45).join('\n'));
    expect(code, output.slice(-6000)).toBe(0);
    expect(output).toContain("instance 2 accepts instance 1's access token");
    expect(output).toContain('instance 1 refuses the ended session at once');
    expect(output).toContain('the next guess is 429 on instance 1, on instance 2 and through the proxy');
    expect(output).toContain('Passed: no 5xx, no transport error, every acknowledged message stored.');
    expect(output).toMatch(/instance 1: SIGTERM -> ready 503 \(first answer after \d+ ms\), live 200/);
    expect(output).toMatch(/instance 2: drained \d+ ms and exited 0 after \d+ ms/);
    expect(output).toContain('instance 2 started again');
  }, 600_000);

  // On-call alerts (docs/crisis-triage.md): one urgent message out of staffed hours, exactly one
  // delivered alert per address (api/scripts/multi-instance/crisis-alerts.ts, the SMTP sink of
  // the tests).
  it('one urgent message out of staffed hours: exactly one delivered alert per on-call address; in staffed hours none', async () => {
    const { code, output } = await runScript('crisis-alerts.ts', [], ['CRISIS_ONCALL_EMAILS', 'CRISIS_ONCALL_SECONDARY_EMAILS', 'SUPPORT_HOURS', 'SMTP_URL']);
    console.log(output.split('\n').slice(-30).join('\n'));
    expect(code, output.slice(-6000)).toBe(0);
    expect(output).toContain('exactly one alert delivered to oncall-a@example.org (1)');
    expect(output).toContain('exactly one alert delivered to oncall-b@example.org (1)');
    expect(output).toContain('the delivered alerts hold no name, e-mail, phone, subject or word of the message');
    expect(output).toContain('still one alert for oncall-a@example.org within its 15 minutes');
    expect(output).toContain('no alert to staffed-a@example.org');
    expect(output).toContain('Crisis alerts with two instances: passed.');
  }, 600_000);
});
