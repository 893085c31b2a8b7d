import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths';
import { startTestApi } from '../test/harness';
import { metricsServer } from './listener';

// The alert rules (ops/prometheus): valid for Prometheus, their unit tests pass, and every
// metric they read is one the api serves, so that renaming a metric cannot silence an alert.

const PROMTOOL = '/usr/bin/promtool';
const folder = join(repoRoot, 'ops/prometheus');
const promtoolMissing = existsSync(PROMTOOL) ? null : `${PROMTOOL} not found: install the Debian package 'prometheus' (CI must install it)`;
if (promtoolMissing) console.warn(`Skipping the promtool checks of the alert rules: ${promtoolMissing}`);

function promtool(...args: string[]): void {
  const run = spawnSync(PROMTOOL, args, { cwd: folder, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`promtool ${args.join(' ')} failed (${String(run.status)}):\n${run.stdout}\n${run.stderr}`);
}

describe.skipIf(promtoolMissing !== null)('the alert rules, checked by promtool', () => {
  it('promtool check rules: the rules are valid', () => {
    promtool('check', 'rules', 'alerts.yml');
  });

  it('promtool test rules: the crisis, mail, instance and contact form alerts fire when they should, and only then', () => {
    promtool('test', 'rules', 'alerts.test.yml');
  });

  it('promtool check config: the example scrape configuration for two instances is valid', () => {
    promtool('check', 'config', 'prometheus.yml');
  });
});

describe('the alert rules and the api', () => {
  const rules = readFileSync(join(folder, 'alerts.yml'), 'utf8');

  it('read only metrics the api serves', async () => {
    const api = await startTestApi();
    const metrics = metricsServer(api.app, { database: api.database.handle, retention: { lastSuccessAt: null }, backupDir: repoRoot });
    try {
      // A request of the form so that its histogram has samples.
      await api.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
      const scrape = (await metrics.inject({ method: 'GET', url: '/metrics' })).body;
      const served = new Set(
        [...scrape.matchAll(/^# TYPE (\w+) (\w+)$/gm)].flatMap(([, name = '', type]) =>
          type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
        ),
      );
      const used = new Set([...rules.matchAll(/\btulia_\w+/g)].map(([name]) => name));
      expect(used.size).toBeGreaterThan(6);
      expect([...used].filter((name) => !served.has(name))).toEqual([]);
    } finally {
      await metrics.close();
      await api.close();
    }
  });

  it('each says what to do and links to docs/operations.md', () => {
    const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map(([, name]) => name);
    expect(alerts.length).toBeGreaterThanOrEqual(4);
    expect([...rules.matchAll(/summary: /g)]).toHaveLength(alerts.length);
    expect([...rules.matchAll(/runbook: docs\/operations\.md#metrics-and-alerts$/gm)]).toHaveLength(alerts.length);
    expect(readFileSync(join(repoRoot, 'docs/operations.md'), 'utf8')).toMatch(/^## Metrics and alerts$/m);
    // The alerts the operations handbook names.
    expect(alerts).toEqual(expect.arrayContaining(['TuliaCrisisMessageOverdue', 'TuliaOutboxDeliveryFailing', 'TuliaInstanceDown', 'TuliaContactFormSlow']));
  });
});
