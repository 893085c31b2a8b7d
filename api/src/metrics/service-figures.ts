import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { RISK_LEVELS, type RiskLevel } from '@tulia/shared/contract';
import { rawRows, type DatabaseHandle } from '../db/client';

/** Figures are read at most this often, whatever the scrape rate and the number of scrapers. */
export const FIGURES_MAX_AGE_MS = 30_000;

export const OUTBOX_STATES = ['waiting', 'retrying', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** Delivery attempts after which the mail worker gives a mail up (the mailer's MAX_ATTEMPTS). */
const MAIL_ATTEMPTS = 5;

/** Counts and times only: no row, no name, no text ever leaves the database in them. */
export interface ServiceFigures {
  byTier: Record<RiskLevel, { unread: number; oldestUnreadAt: number | null; overdue: number }>;
  /** High-risk messages alerted on call, neither acknowledged nor answered, not closed. */
  crisisAlertsUnacknowledged: number;
  outbox: Record<OutboxState, number>;
  /** The newest complete backup file's time (ms), null when there is none, undefined when the folder cannot be read. */
  lastBackupAt: number | null | undefined;
}

/**
 * One round trip: the open contact messages scanned once and grouped by tier, then turned into
 * rows (metric, tier, value), and the undelivered outbox mail by state. The oldest unread time is
 * an epoch in seconds so that both drivers decode it as the same number.
 */
const FIGURES_QUERY = sql`
  select f.metric, c.risk_level as tier, f.value
  from (
    select risk_level,
      count(*) filter (where status = 'unread') as unread,
      extract(epoch from min(created_at) filter (where status = 'unread')) as oldest_unread,
      count(*) filter (where first_response_at is null and due_at < now()) as overdue,
      count(*) filter (where risk_level = 'high' and oncall_alerted_at is not null and oncall_acknowledged_at is null and first_response_at is null) as unacknowledged
    from contact_messages
    where status <> 'closed'
    group by risk_level
  ) c
  cross join lateral (values
    ('unread', c.unread::float8),
    ('oldest_unread', c.oldest_unread::float8),
    ('overdue', c.overdue::float8),
    ('unacknowledged', c.unacknowledged::float8)
  ) as f(metric, value)
  union all
  select 'outbox', o.state, count(*)::float8
  from (
    select case when attempts >= ${sql.raw(String(MAIL_ATTEMPTS))} then 'failed' when last_error is not null then 'retrying' else 'waiting' end as state
    from outbox
    where sent_at is null
  ) o
  group by o.state`;

interface FigureRow extends Record<string, unknown> {
  metric: string;
  tier: string;
  value: number | null;
}

function isRiskLevel(value: string): value is RiskLevel {
  return (RISK_LEVELS as readonly string[]).includes(value);
}

function isOutboxState(value: string): value is OutboxState {
  return (OUTBOX_STATES as readonly string[]).includes(value);
}

/**
 * When the newest backup `npm run db:backup` wrote there was finished: its files are named
 * `tulia-…` and get that name only when complete (they are written under a hidden temporary
 * name, and renamed at the end).
 */
export async function lastBackupAt(folder: string): Promise<number | null | undefined> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return undefined;
  }
  let newest: number | null = null;
  for (const name of names) {
    if (!name.startsWith('tulia-') || name.endsWith('.partial')) continue;
    const info = await stat(join(folder, name)).catch(() => null);
    if (info?.isFile() && (newest === null || info.mtimeMs > newest)) newest = info.mtimeMs;
  }
  return newest;
}

export async function readServiceFigures(database: DatabaseHandle, backupDir: string | undefined): Promise<ServiceFigures> {
  const rows = await rawRows<FigureRow>(database.db, FIGURES_QUERY);
  const figures: ServiceFigures = {
    byTier: {
      high: { unread: 0, oldestUnreadAt: null, overdue: 0 },
      elevated: { unread: 0, oldestUnreadAt: null, overdue: 0 },
      none: { unread: 0, oldestUnreadAt: null, overdue: 0 },
    },
    crisisAlertsUnacknowledged: 0,
    outbox: { waiting: 0, retrying: 0, failed: 0 },
    lastBackupAt: backupDir === undefined ? undefined : await lastBackupAt(backupDir),
  };
  for (const { metric, tier, value } of rows) {
    const number = value === null ? null : Number(value);
    if (metric === 'outbox') {
      if (isOutboxState(tier)) figures.outbox[tier] = number ?? 0;
      continue;
    }
    if (!isRiskLevel(tier)) continue;
    const figure = figures.byTier[tier];
    if (metric === 'unread') figure.unread = number ?? 0;
    else if (metric === 'oldest_unread') figure.oldestUnreadAt = number === null ? null : number * 1000;
    else if (metric === 'overdue') figure.overdue = number ?? 0;
    else if (metric === 'unacknowledged') figures.crisisAlertsUnacknowledged += number ?? 0;
  }
  return figures;
}

/** What a scrape gets: the figures (null if they could never be read), whether the last read succeeded, and when they were read. */
export interface FiguresRead {
  figures: ServiceFigures | null;
  ok: boolean;
  readAt: number;
}

export interface FiguresOptions {
  /** Reads the figures; the default asks the database and the backup folder. */
  read: () => Promise<ServiceFigures>;
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The service's figures, read lazily when scraped and kept for FIGURES_MAX_AGE_MS. A read
 * under way is shared by every scrape that arrives meanwhile, and a failed read is not retried
 * before the same delay: a database in trouble is asked at most once per period by the metrics.
 */
export class FiguresCache {
  private figures: ServiceFigures | null = null;
  private readAt = 0;
  private attemptedAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  private lastReadOk = false;

  constructor(private readonly options: FiguresOptions) {}

  private get now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The figures, read again first when older than the period. */
  async current(): Promise<FiguresRead> {
    if (!this.reading && this.now - this.attemptedAt >= (this.options.maxAgeMs ?? FIGURES_MAX_AGE_MS)) {
      this.attemptedAt = this.now;
      this.reading = this.options
        .read()
        .then((figures) => {
          this.figures = figures;
          this.readAt = this.now;
          this.lastReadOk = true;
        })
        .catch(() => {
          // The last figures stay; tulia_service_figures_ok says they are stale.
          this.lastReadOk = false;
        })
        .finally(() => {
          this.reading = null;
        });
    }
    if (this.reading) await this.reading;
    return { figures: this.figures, ok: this.lastReadOk, readAt: this.readAt };
  }
}

export interface RetentionRecord {
  readonly lastSuccessAt: Date | null;
}

/** The gauges of the service's own figures (docs/operations.md, "Metrics and alerts"). */
export function recordServiceFigures(registry: Registry, cache: FiguresCache, options: { retention?: RetentionRecord; now?: () => number } = {}): void {
  const now = options.now ?? Date.now;
  const registers = [registry];
  /** One sample per risk tier, from the cached figures; none before the first read succeeds. */
  const byTier = (name: string, help: string, value: (figures: ServiceFigures, tier: RiskLevel) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['risk'] as const,
      registers,
      async collect() {
        const { figures } = await cache.current();
        if (figures) for (const tier of RISK_LEVELS) this.set({ risk: tier }, value(figures, tier));
      },
    });
  /** One sample, absent while value says undefined. */
  const single = (name: string, help: string, value: (read: FiguresRead) => number | undefined) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const figure = value(await cache.current());
        this.reset();
        if (figure !== undefined) this.set(figure);
      },
    });

  byTier('tulia_contact_messages_unread', 'Contact messages not yet opened, by risk tier', (figures, tier) => figures.byTier[tier].unread);
  // Computed at each scrape from the cached time, so the age never lags by the cache period.
  byTier('tulia_contact_messages_oldest_unread_age_seconds', 'Age of the oldest unread contact message, by risk tier (0 when none)', (figures, tier) => {
    const oldest = figures.byTier[tier].oldestUnreadAt;
    return oldest === null ? 0 : Math.max(0, (now() - oldest) / 1000);
  });
  byTier(
    'tulia_contact_messages_overdue',
    'Contact messages past their due time with no first response and not closed, by risk tier',
    (figures, tier) => figures.byTier[tier].overdue,
  );
  single(
    'tulia_crisis_alerts_unacknowledged',
    'High-risk messages whose on-call alert is neither acknowledged nor answered, not closed',
    ({ figures }) => figures?.crisisAlertsUnacknowledged,
  );
  new Gauge({
    name: 'tulia_outbox_mail',
    help: 'Undelivered outbox mail: waiting (not tried or not failed yet), retrying (the last attempt failed), failed (given up)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const { figures } = await cache.current();
      if (figures) for (const state of OUTBOX_STATES) this.set({ state }, figures.outbox[state]);
    },
  });
  single(
    'tulia_backup_last_timestamp_seconds',
    'When the newest backup in BACKUP_DIR was written (0 when there is none; absent when the folder cannot be read)',
    ({ figures }) => {
      if (!figures || figures.lastBackupAt === undefined) return undefined;
      return figures.lastBackupAt === null ? 0 : figures.lastBackupAt / 1000;
    },
  );
  single(
    'tulia_service_figures_ok',
    'Whether the last read of the service figures from the database succeeded (0: the figures shown are stale or absent)',
    ({ ok }) => (ok ? 1 : 0),
  );
  single('tulia_service_figures_age_seconds', 'Time since the service figures shown were read from the database', ({ figures, readAt }) =>
    figures ? Math.max(0, (now() - readAt) / 1000) : undefined,
  );
  const { retention } = options;
  if (retention) {
    new Gauge({
      name: 'tulia_retention_last_success_timestamp_seconds',
      help: 'When this instance last finished a retention run (0: not since it started); the newest over instances is the one that counts',
      registers,
      collect() {
        this.set((retention.lastSuccessAt?.getTime() ?? 0) / 1000);
      },
    });
  }
}
