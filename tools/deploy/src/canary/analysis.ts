/**
 * The canary's analysis is Prometheus' (ops/prometheus/alerts.yml, TuliaRemoteVersionFailing):
 * the rule states the condition, `npm run canary -- watch` only reads whether it fires for the
 * version in canary, and the figures it fired on, through Prometheus' HTTP API.
 */
export const canaryAlert = 'TuliaRemoteVersionFailing';

export interface FiringAlert {
  labels: Record<string, string>;
  /** When the condition was first met (RFC 3339). */
  activeAt: string;
}

export interface VersionFigures {
  failures: number;
  loads: number;
  ratio: number | null;
}

interface AlertsAnswer {
  status: string;
  data?: { alerts?: { labels?: Record<string, string>; state?: string; activeAt?: string }[] };
}

interface QueryAnswer {
  status: string;
  data?: { result?: { metric?: Record<string, string>; value?: [number, string] }[] };
}

async function prometheusGet<T>(base: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, base.endsWith('/') ? base : `${base}/`), { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Prometheus answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}

/** The alert firing now for this remote version, if any. */
export async function firingFor(prometheus: string, remote: string, version: string): Promise<FiringAlert | null> {
  const answer = await prometheusGet<AlertsAnswer>(prometheus, 'api/v1/alerts');
  const alert = (answer.data?.alerts ?? []).find(
    (candidate) => candidate.state === 'firing' && candidate.labels?.alertname === canaryAlert && candidate.labels.remote === remote && candidate.labels.version === version,
  );
  return alert ? { labels: alert.labels ?? {}, activeAt: alert.activeAt ?? '' } : null;
}

async function perVersion(prometheus: string, series: string, remote: string): Promise<Map<string, number>> {
  const query = `${series}{remote="${remote.replace(/["\\]/g, '')}"}`;
  const answer = await prometheusGet<QueryAnswer>(prometheus, `api/v1/query?query=${encodeURIComponent(query)}`);
  const values = new Map<string, number>();
  for (const sample of answer.data?.result ?? []) {
    const version = sample.metric?.version;
    const value = Number(sample.value?.[1]);
    if (version && Number.isFinite(value)) values.set(version, value);
  }
  return values;
}

/** Failures and page loads of each version of a remote over the rule's 10 minutes. */
export async function figuresOf(prometheus: string, remote: string): Promise<Record<string, VersionFigures>> {
  const [failures, loads] = await Promise.all([
    perVersion(prometheus, 'tulia:remote_failures:increase10m', remote),
    perVersion(prometheus, 'tulia:remote_page_loads:increase10m', remote),
  ]);
  const figures: Record<string, VersionFigures> = {};
  for (const version of new Set([...failures.keys(), ...loads.keys()])) {
    const failed = round(failures.get(version) ?? 0);
    const loaded = round(loads.get(version) ?? 0);
    figures[version] = { failures: failed, loads: loaded, ratio: loaded > 0 ? round(failed / loaded, 4) : null };
  }
  return figures;
}

const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** The reason a drop records, in words an operator reads in releases.json. */
export function dropReason(alert: FiringAlert, figures: Record<string, VersionFigures>, canary: string): string {
  const mine = figures[canary];
  const others = Object.entries(figures).filter(([version]) => version !== canary);
  const text = (figure: VersionFigures | undefined) => (figure ? `${figure.failures} failures in ${figure.loads} page loads` : 'no figures');
  return `${canaryAlert} fired (active since ${alert.activeAt}): ${canary} ${text(mine)}; ${others.map(([version, figure]) => `${version} ${text(figure)}`).join('; ') || 'no other version'} over 10 minutes`;
}
