import type { APIRequestContext } from '@playwright/test';
import { e2eMetricsPort } from './environment';

/** One sample of tulia_remote_events_total, as the api's internal metrics listener serves it. */
export interface RemoteEventSample {
  labels: Record<string, string>;
  value: number;
}

/** Every sample of the failure reports' counter (docs/operations.md, "Browser failure reports"). */
export async function remoteEventSamples(request: APIRequestContext): Promise<RemoteEventSample[]> {
  const text = await (await request.get(`http://127.0.0.1:${e2eMetricsPort}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('tulia_remote_events_total{'))
    .map((line) => ({
      labels: Object.fromEntries([...line.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]])),
      value: Number(line.split(' ').at(-1)),
    }));
}

/** The counter's value for these labels (0 before the first report). */
export async function remoteEventCount(request: APIRequestContext, labels: Record<string, string>): Promise<number> {
  const found = (await remoteEventSamples(request)).find((sample) => Object.entries(labels).every(([name, value]) => sample.labels[name] === value));
  return found?.value ?? 0;
}

/**
 * Whether the api knows `version` of `remote` (it re-reads the deployment's versions at most every
 * 10 s), asked without counting anything: a page report that also names a remote the deployment
 * does not have is refused whole (400), naming the first entry it refuses, checked in order.
 */
export async function apiKnowsVersion(request: APIRequestContext, remote: string, version: string): Promise<boolean> {
  const unknown = 'e2e-no-such-remote';
  const response = await request.post('/api/client-events', { data: { kind: 'page', shell: 'e2e-probe', remotes: { [remote]: version, [unknown]: '0' } } });
  const body = (await response.json()) as { errors?: Array<{ field?: string }> };
  if (response.status() !== 400) throw new Error(`the probe of ${remote} ${version} was answered ${response.status()}`);
  return body.errors?.[0]?.field === `remotes.${unknown}`;
}
