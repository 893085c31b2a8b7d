/**
 * A real Prometheus (Debian package `prometheus`) for the canary's end-to-end test: it scrapes the
 * e2e api's internal metrics listener every second and evaluates the project's own alert rules
 * (ops/prometheus/alerts.yml) every EVALUATION_SECONDS, as production does every 30 s. Started
 * and stopped by PID, on its own port, with its data in a temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eMetricsPort, e2ePort, repoRoot } from './environment';

export const PROMETHEUS_BIN = '/usr/bin/prometheus';
export const prometheusMissing = existsSync(PROMETHEUS_BIN) ? null : `${PROMETHEUS_BIN} not found: install the Debian package 'prometheus'`;
export const EVALUATION_SECONDS = 2;

export interface RunningPrometheus {
  url: string;
  stop: () => Promise<void>;
}

export async function startPrometheus(): Promise<RunningPrometheus> {
  const folder = mkdtempSync(join(tmpdir(), 'tulia-e2e-prometheus-'));
  const port = e2ePort + 2000;
  writeFileSync(
    join(folder, 'prometheus.yml'),
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      `  evaluation_interval: ${EVALUATION_SECONDS}s`,
      'rule_files:',
      `  - ${JSON.stringify(join(repoRoot, 'ops/prometheus/alerts.yml'))}`,
      'scrape_configs:',
      '  - job_name: tulia-api',
      '    static_configs:',
      `      - targets: ["127.0.0.1:${e2eMetricsPort}"]`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    PROMETHEUS_BIN,
    [
      `--config.file=${join(folder, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/-/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus was not ready within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}

interface Vector {
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

/** The value of an instant query per `version` label. */
export async function perVersion(prometheus: string, query: string): Promise<Record<string, number>> {
  const answer = (await (await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(query)}`)).json()) as Vector;
  return Object.fromEntries(answer.data.result.map((sample) => [sample.metric.version ?? '', Number(sample.value[1])]));
}

export interface AlertState {
  labels: Record<string, string>;
  state: string;
  activeAt: string;
}

export async function alerts(prometheus: string): Promise<AlertState[]> {
  const answer = (await (await fetch(`${prometheus}/api/v1/alerts`)).json()) as { data: { alerts: AlertState[] } };
  return answer.data.alerts;
}
