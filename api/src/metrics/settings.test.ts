import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { ConfigError, DEFAULT_METRICS_PORT, loadConfig } from '../config';
import { repoRoot } from '../paths';

// METRICS_* and OVERLOAD_* (api/README.md, docs/operations.md).

const base = { JWT_SECRET: randomBytes(32).toString('base64url'), APP_URL: 'https://tulia.example.org' };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env }).config;

describe('metrics settings', () => {
  it('listen on loopback, port 9464, by default; backups are looked for where db:backup writes', () => {
    expect(load({}).metrics).toEqual({ host: '127.0.0.1', port: DEFAULT_METRICS_PORT, backupDir: join(repoRoot, 'backups') });
    expect(DEFAULT_METRICS_PORT).toBe(9464);
  });

  it('take a host, a port and a folder', () => {
    expect(load({ METRICS_HOST: '0.0.0.0', METRICS_PORT: '9100', BACKUP_DIR: '/srv/backups' }).metrics).toEqual({
      host: '0.0.0.0',
      port: 9100,
      backupDir: '/srv/backups',
    });
    expect(load({ BACKUP_DIR: 'backups/tulia' }).metrics.backupDir).toBe(join(repoRoot, 'backups/tulia'));
  });

  it('are off in the demo profile unless asked for (several demo servers share one machine)', () => {
    expect(load({ TULIA_PROFILE: 'demo' }).metrics.port).toBeNull();
    expect(load({ TULIA_PROFILE: 'demo', METRICS_PORT: '9465' }).metrics.port).toBe(9465);
  });

  it.each(['0', 'off', 'OFF', 'false'])('METRICS_PORT=%s turns the listener off', (value) => {
    expect(load({ METRICS_PORT: value }).metrics.port).toBeNull();
  });

  it('refuse the public port and a port that is not one', () => {
    expect(() => load({ PORT: '9464' })).toThrow(ConfigError);
    expect(() => load({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/must differ from PORT/);
    expect(() => load({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => load({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
  });
});

describe('overload settings', () => {
  it('default to a 1 s event-loop delay, 98% of the heap limit and Retry-After 10 s', () => {
    expect(load({}).overload).toEqual({
      maxEventLoopDelayMs: 1000,
      maxHeapUsedBytes: Math.floor(0.98 * getHeapStatistics().heap_size_limit),
      retryAfterSeconds: 10,
      sampleIntervalMs: 1000,
    });
  });

  it('take other limits, and 0 turns a check off', () => {
    const { overload } = load({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_HEAP_USED_RATIO: '0.5', OVERLOAD_RETRY_AFTER_SECONDS: '30' });
    expect(overload).toMatchObject({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: Math.floor(0.5 * getHeapStatistics().heap_size_limit), retryAfterSeconds: 30 });
    expect(load({ OVERLOAD_MAX_HEAP_USED_RATIO: '0' }).overload.maxHeapUsedBytes).toBe(0);
  });

  it('refuse values out of range', () => {
    expect(() => load({ OVERLOAD_MAX_HEAP_USED_RATIO: '1.5' })).toThrow(/OVERLOAD_MAX_HEAP_USED_RATIO/);
    expect(() => load({ OVERLOAD_MAX_HEAP_USED_RATIO: 'most' })).toThrow(/OVERLOAD_MAX_HEAP_USED_RATIO/);
    expect(() => load({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/OVERLOAD_MAX_EVENT_LOOP_DELAY_MS/);
    expect(() => load({ OVERLOAD_RETRY_AFTER_SECONDS: '0' })).toThrow(/OVERLOAD_RETRY_AFTER_SECONDS/);
  });
});
