// Per-request accounting of the load test: every answer counted by kind and status class,
// every latency kept (a minute of load is at most a few hundred thousand numbers).

export interface KindFigures {
  requests: number;
  requests_per_second: number;
  latency_ms: { p50: number; p95: number; p99: number; max: number; mean: number };
  status: { '2xx': number; '4xx': number; '429': number; '5xx': number; other: number; errors: number };
  /** The exact status codes, e.g. { "201": 1234, "409": 2 }; 0 is a transport error or timeout. */
  codes: Record<string, number>;
}

export class Recorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly codes = new Map<string, Map<number, number>>();

  constructor(readonly kinds: readonly string[]) {
    for (const kind of kinds) {
      this.latencies.set(kind, []);
      this.codes.set(kind, new Map());
    }
  }

  /** One answered (or failed: status 0) request. */
  record(kind: string, status: number, latencyMs: number): void {
    this.latencies.get(kind)?.push(latencyMs);
    const codes = this.codes.get(kind);
    codes?.set(status, (codes.get(status) ?? 0) + 1);
  }

  count(predicate: (status: number) => boolean): number {
    let total = 0;
    for (const codes of this.codes.values()) for (const [status, n] of codes) if (predicate(status)) total += n;
    return total;
  }

  figures(seconds: number): Record<string, KindFigures> {
    const result: Record<string, KindFigures> = {};
    for (const kind of [...this.kinds, 'total']) {
      const latencies = kind === 'total' ? [...this.latencies.values()].flat() : (this.latencies.get(kind) ?? []);
      const codes = new Map<number, number>();
      for (const [name, map] of this.codes) {
        if (kind !== 'total' && name !== kind) continue;
        for (const [status, n] of map) codes.set(status, (codes.get(status) ?? 0) + n);
      }
      result[kind] = summarise(latencies, codes, seconds);
    }
    return result;
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  // Nearest rank.
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

const round = (value: number) => Math.round(value * 10) / 10;

function summarise(latencies: number[], codes: Map<number, number>, seconds: number): KindFigures {
  const sorted = Float64Array.from(latencies).sort();
  const sum = latencies.reduce((total, value) => total + value, 0);
  const status = { '2xx': 0, '4xx': 0, '429': 0, '5xx': 0, other: 0, errors: 0 };
  for (const [code, n] of codes) {
    if (code === 0) status.errors += n;
    else if (code === 429) status['429'] += n;
    else if (code >= 200 && code < 300) status['2xx'] += n;
    else if (code >= 400 && code < 500) status['4xx'] += n;
    else if (code >= 500) status['5xx'] += n;
    else status.other += n;
  }
  return {
    requests: latencies.length,
    requests_per_second: round(latencies.length / seconds),
    latency_ms: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
      mean: round(latencies.length ? sum / latencies.length : 0),
    },
    status,
    codes: Object.fromEntries([...codes].sort(([a], [b]) => a - b).map(([code, n]) => [String(code), n])),
  };
}

/** A plain-text table: one row per kind, then the total. */
export function formatTable(figures: Record<string, KindFigures>): string {
  const header = ['kind', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', '2xx', '4xx', '429', '5xx', 'errors'];
  const rows = Object.entries(figures).map(([kind, f]) => [
    kind,
    String(f.requests),
    f.requests_per_second.toFixed(1),
    f.latency_ms.p50.toFixed(1),
    f.latency_ms.p95.toFixed(1),
    f.latency_ms.p99.toFixed(1),
    f.latency_ms.max.toFixed(1),
    String(f.status['2xx']),
    String(f.status['4xx']),
    String(f.status['429']),
    String(f.status['5xx']),
    String(f.status.errors + f.status.other),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  const separator = widths.map((width) => '-'.repeat(width)).join('  ');
  const body = rows.map(line);
  // A rule above the total.
  body.splice(body.length - 1, 0, separator);
  return [line(header), separator, ...body].join('\n');
}
