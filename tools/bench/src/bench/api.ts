// The api's own benchmark (api/bench/run.ts: 10,000 users, 30 connections; users list search,
// user by id, contact form submission) on a throwaway PostgreSQL server, as its README runs it:
//   api/scripts/with-postgres.sh npm run bench -w api
// BENCH_ONLY=postgres skips its embedded-database half: the figures wanted are PostgreSQL's.
// Its JSON result (api/bench-results/bench-<date>.json) is read back and summarised.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../../deploy/src/layout';

/** A scenario's figures as the api's benchmark writes them. */
interface ApiBenchScenario {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  non_2xx: number;
  errors: number;
}

/** The part of the api benchmark's JSON file read here. */
interface ApiBenchFile {
  users: number;
  connections: number;
  duration_seconds: number;
  targets?: { postgres?: Record<string, ApiBenchScenario> };
}

export interface ApiScenario {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ApiBenchSummary {
  database: 'postgres';
  users: number;
  connections: number;
  durationSeconds: number;
  file: string;
  scenarios: Record<string, ApiScenario>;
}

/** The summary of the api benchmark's results file (written to `file`). */
export function summariseApiBench(results: ApiBenchFile, file: string): ApiBenchSummary {
  const postgres = results.targets?.postgres;
  if (!postgres) throw new Error(`${file} holds no PostgreSQL figures`);
  const scenarios = Object.fromEntries(
    Object.entries(postgres).map(([name, f]) => [
      name,
      { requestsPerSecond: f.requests_per_second, p50Ms: f.latency_p50_ms, p99Ms: f.latency_p99_ms, non2xx: f.non_2xx, errors: f.errors },
    ]),
  );
  return { database: 'postgres', users: results.users, connections: results.connections, durationSeconds: results.duration_seconds, file, scenarios };
}

export async function runApiBench({ log = () => {} }: { log?: (line: string) => void } = {}): Promise<ApiBenchSummary> {
  const script = join(root, 'api/scripts/with-postgres.sh');
  const child = spawn('bash', [script, 'npm', 'run', 'bench', '-w', 'api'], {
    cwd: root,
    env: { ...process.env, BENCH_ONLY: 'postgres' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of String(chunk).split('\n')) if (line.trim()) log(`api bench | ${line}`);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const code = await new Promise<number | NodeJS.Signals | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal));
  });
  if (code !== 0) throw new Error(`the api benchmark failed (exit ${code}):\n${output.slice(-3000)}`);
  const file = /Written to (\S+\.json)/.exec(output)?.[1];
  if (!file) throw new Error(`the api benchmark did not say where it wrote its results:\n${output.slice(-2000)}`);
  return summariseApiBench(JSON.parse(readFileSync(file, 'utf8')) as ApiBenchFile, file);
}
