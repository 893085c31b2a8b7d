import { Counter, type Registry } from 'prom-client';

export const REMOTE_EVENTS_METRIC = 'tulia_remote_events_total';

const labelNames = ['remote', 'version', 'phase', 'outcome'] as const;
export type RemoteEventLabels = Record<(typeof labelNames)[number], string>;

/**
 * The browser's reports of the federated remotes (POST /api/client-events): pages that loaded a
 * remote version (phase `page`, outcome `loaded`: the denominator) and failures (phase
 * `manifest`, `entry`, `module`, `render` or `handler`; outcome `calm_message` or `no_message`).
 * Label values come only from a validated report whose remote and version the deployment
 * publishes: the series are bounded by the remotes and versions published, times 6 phases.
 */
export function remoteEventsCounter(registry: Registry): Counter<(typeof labelNames)[number]> {
  // One counter per registry, however many times the routes are registered on it.
  const existing = registry.getSingleMetric(REMOTE_EVENTS_METRIC);
  if (existing) return existing as Counter<(typeof labelNames)[number]>;
  return new Counter({
    name: REMOTE_EVENTS_METRIC,
    help: 'Browser reports of the federated remotes, by remote, version, phase (page or where it failed) and outcome',
    labelNames,
    registers: [registry],
  });
}
