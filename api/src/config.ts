import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { isIP } from 'node:net';
import { ADMIN_REGISTRATION_POLICIES, RETENTION_DEFAULT_DAYS, type AdminRegistrationPolicy } from '@tulia/shared/contract';
import { repoRoot } from './paths';
import { CrisisOncallSettingsError, crisisOncallSettings, type CrisisOncallSettings } from './modules/crisis-alerts/settings';
import {
  DEFAULT_SUPPORT_HOURS,
  parseSupportHours,
  RESPONSE_TARGET_DEFAULTS,
  SupportHoursError,
  type ResponseTargets,
  type SupportHours,
} from './support-hours';

/**
 * The secret earlier versions used when none was configured. It is published in the
 * repository, so no profile accepts it any more (tokens signed with it could be forged).
 */
export const DEV_JWT_SECRET = 'tulia-development-secret-do-not-use-in-production';

/** The demo super admin; its password is published, so production refuses a database that still has it. */
export const DEMO_ADMIN = { email: 'admin@tulia.co.ke', password: 'Tulia!Demo2026' } as const;

/**
 * `demo`: what `npm start` runs (seeded content, open registration, a signing key kept in
 * DATA_DIR, loopback only). `production`: the default for every other start, and it fails
 * closed: no start without a strong JWT_SECRET and APP_URL, never a seed.
 */
export const PROFILES = ['demo', 'production'] as const;

/** scrypt's log2 N for new hashes; stored hashes below the configured cost are rehashed at sign-in. */
export const DEFAULT_PASSWORD_HASH_COST = 15;
export const MAX_RESET_TOKEN_TTL_SECONDS = 3600;
export type Profile = (typeof PROFILES)[number];

/** The file in DATA_DIR that keeps the demo's signing key (mode 0600). */
export const DEMO_SIGNING_KEY_FILE = 'demo-signing-key';

export interface RateLimits {
  /** Length of the window in milliseconds. */
  windowMs: number;
  /** Sign-in attempts per IP address and e-mail. */
  login: number;
  /** Failed sign-ins per account (any address) in an hour before its sign-in pauses until the hour ends. */
  loginFailuresPerAccount: number;
  /** Registrations per IP address. */
  register: number;
  /** Forgot-password requests per IP address. */
  forgotPassword: number;
  /** Contact form submissions per IP address. */
  contact: number;
  /** Browser failure reports (POST /api/client-events) per IP address: a page sends one, and one per failing remote. */
  clientEvents: number;
}

export interface Config {
  profile: Profile;
  /** profile === 'production'. */
  production: boolean;
  /** The interface to listen on: loopback unless HOST asks for more. */
  host: string;
  port: number;
  /** Where the embedded database lives (ignored when databaseUrl is set). */
  dataDir: string;
  /** A PostgreSQL server; when set, node-postgres is used instead of PGlite. */
  databaseUrl?: string;
  databasePoolMax: number;
  /** PostgreSQL: the longest a connection attempt or a query may take (then 503). */
  databaseTimeoutMs: number;
  jwtSecret: string;
  /** Lifetimes in seconds. */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  resetTokenTtl: number;
  adminRegistration: AdminRegistrationPolicy;
  rateLimits: RateLimits;
  /** Origins allowed by CORS; none means same-origin only. */
  corsOrigins: string[];
  /**
   * TRUST_PROXY: false (X-Forwarded-For ignored), the number of proxies in front (that many
   * entries of X-Forwarded-For are believed, counted from the right), or the proxies'
   * addresses/CIDR ranges. Never "any": that lets every client pick its address. (Traffic settings below.)
   */
  trustProxy: false | number | string[];
  /** REDIS_URL: the rate limiter's counters in Redis, so that the limits hold across instances. */
  redisUrl?: string;
  /** RATE_LIMIT_LOGIN_PER_ADDRESS: sign-ins per address per window across e-mails; unset: 3 × the per-e-mail limit. */
  loginPerAddress?: number;
  smtpUrl?: string;
  mailFrom: string;
  /** How long the outbox keeps a mail's text when SMTP does not deliver it (milliseconds). */
  mailRetentionMs: number;
  /** The public address of the site, used in password reset links. */
  appUrl: string;
  /** Seed demo content into an empty database at start-up (demo profile only). */
  seedDemo: boolean;
  demoAdmin: { email: string; password: string };
  bodyLimit: number;
  /**
   * How long a client may take to send a whole request (Fastify's requestTimeout), and how long a
   * connection may sit idle (connectionTimeout): slow bodies are cut instead of held for minutes.
   */
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  /**
   * SIGTERM: how long the instance keeps serving with its readiness probe at 503, so that the
   * proxy stops sending it traffic (drainMs, longer than the proxy's check interval x fall
   * count), and the hard limit from the signal to the exit (timeoutMs).
   */
  shutdown: { drainMs: number; timeoutMs: number };
  /** log2 of the scrypt cost parameter N. */
  passwordHashCost: number;
  /** How long closed contact messages, outbox mail and audit entries are kept (data protection, below). */
  retention: RetentionSettings;
  /** CRISIS_ONCALL_EMAILS, CRISIS_ONCALL_SECONDARY_EMAILS: who is alerted of urgent messages out of staffed hours (below). */
  crisisOncall: CrisisOncallSettings;
  /** SUPPORT_HOURS: when the contact form is read (crisis triage, below). */
  supportHours: SupportHours;
  /** RESPONSE_TARGET_*: when a first response is due, by risk tier. */
  responseTargets: ResponseTargets;
  /** METRICS_*: the Prometheus listener on its own port (metrics and overload settings, below). */
  metrics: MetricsSettings;
  /** OVERLOAD_*: when the api answers 503 instead of taking more work. */
  overload: OverloadSettings;
}

export class ConfigError extends Error {}

/** SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS (docs/operations.md, "Probes and graceful restarts"). */
function shutdownSettings(env: Env, production: boolean): Config['shutdown'] {
  // The demo profile runs alone, with no proxy to tell: it stops at once unless asked to drain.
  const drainMs = integer(env, 'SHUTDOWN_DRAIN_MS', production ? 5000 : 0, 0, 300_000);
  const timeoutMs = integer(env, 'SHUTDOWN_TIMEOUT_MS', 30_000, 1000, 600_000);
  // The limit must leave the requests in flight after the drain time to finish.
  if (timeoutMs <= drainMs) throw new ConfigError(`SHUTDOWN_TIMEOUT_MS (${timeoutMs}) must be longer than SHUTDOWN_DRAIN_MS (${drainMs})`);
  return { drainMs, timeoutMs };
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got '${raw}')`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got '${env[name]}')`);
}

/** Why a JWT secret is not strong enough, or null when it is. */
export function weakSecretReason(secret: string): string | null {
  if (secret.length < 32) return 'must be at least 32 characters long';
  if (secret === DEV_JWT_SECRET) return 'is a published default';
  // 'x'.repeat(40) is long but guessable: ask for some variety, as any random key has.
  if (new Set(secret).size < 10) return 'is too repetitive (use a random value, e.g. openssl rand -base64 48)';
  return null;
}

/**
 * The demo's signing key: random, created once per data directory and kept there with mode
 * 0600, so tokens of one demo never verify on another and restarts keep sessions.
 */
export function demoSigningKey(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DEMO_SIGNING_KEY_FILE);
  try {
    // 'wx': two processes starting at once never overwrite each other's key.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const key = readFileSync(file, 'utf8').trim();
  if (weakSecretReason(key)) throw new ConfigError(`${file} does not hold a usable signing key: delete it to get a new one.`);
  return key;
}

/** Where the database is, and nothing else: what the backup commands need (no secret, any profile). */
export function databaseLocation(env: Env): { dataDir: string; databaseUrl?: string } {
  const dataDirRaw = env.DATA_DIR?.trim();
  // Relative to the repository, not to the working directory (npm start and npm run -w api agree).
  const dataDir = dataDirRaw ? (isAbsolute(dataDirRaw) ? dataDirRaw : resolve(repoRoot, dataDirRaw)) : join(repoRoot, '.data');
  return { dataDir, databaseUrl: env.DATABASE_URL?.trim() || undefined };
}

function profileOf(env: Env): Profile {
  const raw = env.TULIA_PROFILE?.trim().toLowerCase() || 'production';
  if (!(PROFILES as readonly string[]).includes(raw)) throw new ConfigError(`TULIA_PROFILE must be one of ${PROFILES.join(', ')} (got '${env.TULIA_PROFILE}')`);
  return raw as Profile;
}

function publicUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`APP_URL must be an absolute http(s) address (got '${raw}')`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`APP_URL must be an absolute http(s) address (got '${raw}')`);
  return raw.replace(/\/+$/, '');
}

/**
 * Reads the configuration from the environment. The profile (TULIA_PROFILE) is production
 * unless asked otherwise, and production refuses to start on anything unsafe. The demo
 * profile reads or creates its signing key in DATA_DIR when JWT_SECRET is not set.
 */
export function loadConfig(env: Env = process.env): { config: Config; warnings: string[] } {
  const warnings: string[] = [];
  const profile = profileOf(env);
  const production = profile === 'production';
  if (!production && env.NODE_ENV === 'production') warnings.push('NODE_ENV=production does not choose the profile: TULIA_PROFILE=demo is running.');

  const { dataDir } = databaseLocation(env);
  const port = integer(env, 'PORT', 8080, 0, 65_535);

  const jwtSecret = env.JWT_SECRET ?? '';
  const weakness = jwtSecret ? weakSecretReason(jwtSecret) : null;
  if (production) {
    if (!jwtSecret) throw new ConfigError('JWT_SECRET is required in production (at least 32 random characters).');
    if (weakness) throw new ConfigError(`JWT_SECRET ${weakness}.`);
  } else if (jwtSecret === DEV_JWT_SECRET) {
    throw new ConfigError('JWT_SECRET is the published development secret: unset it (the demo keeps its own key in DATA_DIR) or choose another.');
  } else if (weakness) {
    warnings.push(`JWT_SECRET ${weakness}; production refuses such a secret.`);
  }

  const policy = env.ADMIN_REGISTRATION?.trim() || (production ? 'first-admin' : 'open');
  if (!(ADMIN_REGISTRATION_POLICIES as readonly string[]).includes(policy)) {
    throw new ConfigError(`ADMIN_REGISTRATION must be one of ${ADMIN_REGISTRATION_POLICIES.join(', ')} (got '${policy}')`);
  }
  // Open registration lets any visitor become an administrator who reads every Crisis Support message.
  if (production && policy === 'open') {
    throw new ConfigError(
      "ADMIN_REGISTRATION=open is refused in production: anyone could register an administrator. Use 'first-admin' or 'closed' (a super admin creates accounts).",
    );
  }

  const appUrlRaw = env.APP_URL?.trim();
  if (production && !appUrlRaw) throw new ConfigError('APP_URL is required in production (the public address used in password reset links).');
  const seed = flag(env, 'SEED_DEMO', !production);
  if (production && seed) throw new ConfigError('SEED_DEMO is a demo setting: production never seeds (TULIA_PROFILE=demo runs the demo).');

  const config: Config = {
    profile,
    production,
    // Loopback unless HOST asks for more; 'localhost' listens on both 127.0.0.1 and ::1.
    host: env.HOST?.trim() || 'localhost',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePoolMax: integer(env, 'DATABASE_POOL_MAX', 10, 1, 200),
    databaseTimeoutMs: integer(env, 'DATABASE_TIMEOUT_MS', 5000, 100, 600_000),
    jwtSecret: jwtSecret || demoSigningKey(dataDir),
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    refreshTokenTtl: integer(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    // At most an hour: a reset link is a key to the account for as long as it lives.
    resetTokenTtl: integer(env, 'RESET_TOKEN_TTL', 3600, 60, MAX_RESET_TOKEN_TTL_SECONDS),
    adminRegistration: policy as AdminRegistrationPolicy,
    rateLimits: {
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60) * 1000,
      login: integer(env, 'RATE_LIMIT_LOGIN', 10),
      loginFailuresPerAccount: integer(env, 'RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT', 20),
      register: integer(env, 'RATE_LIMIT_REGISTER', 5),
      forgotPassword: integer(env, 'RATE_LIMIT_FORGOT_PASSWORD', 5),
      contact: integer(env, 'RATE_LIMIT_CONTACT', 5),
      // Many visitors can share one address (a carrier's NAT, a school's network): a report lost past it is a sample lost.
      clientEvents: integer(env, 'RATE_LIMIT_CLIENT_EVENTS', 120),
    },
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
    ...trafficSettings(env, warnings),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Tulia <no-reply@tulia.co.ke>',
    mailRetentionMs: integer(env, 'MAIL_RETENTION_HOURS', 72, 1, 24 * 365) * 3600_000,
    appUrl: publicUrl(appUrlRaw || `http://localhost:${port}`),
    seedDemo: seed,
    demoAdmin: {
      email: (env.DEMO_ADMIN_EMAIL?.trim() || DEMO_ADMIN.email).toLowerCase(),
      password: env.DEMO_ADMIN_PASSWORD || DEMO_ADMIN.password,
    },
    bodyLimit: integer(env, 'BODY_LIMIT', 1024 * 1024, 1024),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    connectionTimeoutMs: integer(env, 'CONNECTION_TIMEOUT_MS', 10_000, 1000, 600_000),
    shutdown: shutdownSettings(env, production),
    // Below the default, offline cracking of a stolen hash is 2^(15 - cost) times cheaper: production refuses it.
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', DEFAULT_PASSWORD_HASH_COST, production ? DEFAULT_PASSWORD_HASH_COST : 10, 20),
    retention: retentionSettings(env),
    crisisOncall: crisisOncallConfig(env),
    ...triageSettings(env),
    ...observabilitySettings(env, port, production),
  };
  return { config, warnings };
}

/**
 * A configuration for tests: the production profile (what any start gets unless it asks for
 * the demo) with a random secret, and overrides.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const { config } = loadConfig({ JWT_SECRET: randomBytes(32).toString('base64url'), APP_URL: 'http://localhost:8080' });
  // Not the overload protection: tests share two cores with other suites, and a stalled loop
  // there is the machine, not the api (overload.test.ts sets its own limits).
  return { ...config, passwordHashCost: 10, overload: { ...config.overload, maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 }, ...overrides };
}

// ---------------------------------------------------------------------------------------------
// Traffic settings, for rate limits that hold (docs/security.md): which proxies in front are
// believed about the client's address, where the rate limiter keeps its counters, and the
// per-address cap. Kept in one block so that it merges apart from the other settings.
// ---------------------------------------------------------------------------------------------

/** Names proxy-addr understands for whole ranges of addresses. */
const TRUSTED_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

export type TrafficSettings = Pick<Config, 'trustProxy' | 'redisUrl' | 'loginPerAddress'>;

function trustProxySetting(env: Env, warnings: string[]): TrafficSettings['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  const lower = raw.toLowerCase();
  if (['', 'false', 'no', 'off', '0'].includes(lower)) return false;
  // `true` used to mean "trust any X-Forwarded-For": every client could then choose its own
  // address and escape every limit. Refused rather than guessed, so a deployment notices.
  if (['true', 'yes', 'on'].includes(lower)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw} would believe any X-Forwarded-For. Set the number of proxies in front of the api (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1).`,
    );
  }
  if (/^\d+$/.test(lower)) {
    const hops = integer(env, 'TRUST_PROXY', 0, 1, 10);
    if (hops > 2) warnings.push(`TRUST_PROXY=${hops}: ${hops} proxies in front of the api is unusual; check that each one appends to X-Forwarded-For.`);
    return hops;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (TRUSTED_RANGE_NAMES.includes(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const bits = version === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (version === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError(
        `TRUST_PROXY must be false, a number of proxies (1-10), or a comma-separated list of addresses, CIDR ranges or ${TRUSTED_RANGE_NAMES.join('/')} (got '${entry}')`,
      );
    }
  }
  return entries;
}

function trafficSettings(env: Env, warnings: string[]): TrafficSettings {
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError(`REDIS_URL must start with redis:// or rediss:// (got '${redisUrl}')`);
  const perAddress = env.RATE_LIMIT_LOGIN_PER_ADDRESS?.trim();
  return {
    trustProxy: trustProxySetting(env, warnings),
    redisUrl,
    loginPerAddress: perAddress ? integer(env, 'RATE_LIMIT_LOGIN_PER_ADDRESS', 1) : undefined,
  };
}

// --------------------------------------- end of traffic settings ---------------------------

// ---------------------------------------------------------------------------------------------
// Retention (data protection, Kenya Data Protection Act 2019): personal data is kept no longer
// than it is needed. The retention job (src/retention) deletes what is older than these.
// Kept in one block so that it merges apart from the other settings.
// ---------------------------------------------------------------------------------------------

export interface RetentionSettings {
  /** RETENTION_CLOSED_MESSAGES_DAYS: a closed contact message is deleted this long after its last change. */
  closedMessagesDays: number;
  /** RETENTION_OUTBOX_DAYS: a mail's envelope is deleted this long after it was written. */
  outboxDays: number;
  /** RETENTION_AUDIT_LOG_DAYS: an audit entry is deleted this long after it was written. */
  auditLogDays: number;
  /** RETENTION_INTERVAL_MINUTES: how often each instance runs the job (it also runs at start). */
  intervalMs: number;
}

/** The days come from the contract: the privacy page states them too. */
export const RETENTION_DEFAULTS = {
  closedMessagesDays: RETENTION_DEFAULT_DAYS.closedContactMessages,
  outboxDays: RETENTION_DEFAULT_DAYS.outboxMail,
  auditLogDays: RETENTION_DEFAULT_DAYS.auditLog,
  intervalMinutes: 60,
} as const;

function retentionSettings(env: Env): RetentionSettings {
  return {
    closedMessagesDays: integer(env, 'RETENTION_CLOSED_MESSAGES_DAYS', RETENTION_DEFAULTS.closedMessagesDays, 1, 3650),
    outboxDays: integer(env, 'RETENTION_OUTBOX_DAYS', RETENTION_DEFAULTS.outboxDays, 1, 3650),
    // The log is the record of who did what: never less than a month (an incident is noticed late).
    auditLogDays: integer(env, 'RETENTION_AUDIT_LOG_DAYS', RETENTION_DEFAULTS.auditLogDays, 30, 3650),
    intervalMs: integer(env, 'RETENTION_INTERVAL_MINUTES', RETENTION_DEFAULTS.intervalMinutes, 1, 24 * 60) * 60_000,
  };
}

// --------------------------------------- end of retention settings -------------------------

// ---------------------------------------------------------------------------------------------
// Crisis triage of contact messages (docs/crisis-triage.md): the staffed hours the response
// targets count on, and the targets by risk tier. Kept in one block so that it merges apart
// from the other settings.
// ---------------------------------------------------------------------------------------------

export type TriageSettings = Pick<Config, 'supportHours' | 'responseTargets'>;

function triageSettings(env: Env): TriageSettings {
  const raw = env.SUPPORT_HOURS?.trim() || DEFAULT_SUPPORT_HOURS;
  let supportHours: SupportHours;
  try {
    supportHours = parseSupportHours(raw);
  } catch (error) {
    if (!(error instanceof SupportHoursError)) throw error;
    // Refused in every profile: a wrong calendar would silently misstate when crisis messages are due.
    throw new ConfigError(
      `SUPPORT_HOURS: ${error.message} (got '${raw}'; e.g. 'Mon-Fri 08:00-18:00; closed 2026-12-25, 2026-12-26', hours in Africa/Nairobi time)`,
    );
  }
  return {
    supportHours,
    responseTargets: {
      highMinutes: integer(env, 'RESPONSE_TARGET_HIGH_MINUTES', RESPONSE_TARGET_DEFAULTS.highMinutes, 1, 7 * 24 * 60),
      elevatedMinutes: integer(env, 'RESPONSE_TARGET_ELEVATED_MINUTES', RESPONSE_TARGET_DEFAULTS.elevatedMinutes, 1, 14 * 24 * 60),
      noneDays: integer(env, 'RESPONSE_TARGET_NONE_DAYS', RESPONSE_TARGET_DEFAULTS.noneDays, 1, 60),
    },
  };
}

// --------------------------------------- end of crisis triage settings ---------------------

// ---------------------------------------------------------------------------------------------
// On-call alerts (docs/crisis-triage.md, On-call alerts): who is mailed when an urgent contact
// message arrives out of staffed hours, and who when nobody acknowledges it. Kept in one block
// so that it merges apart from the other settings.
// ---------------------------------------------------------------------------------------------

function crisisOncallConfig(env: Env): CrisisOncallSettings {
  try {
    return crisisOncallSettings(env);
  } catch (error) {
    // Refused in every profile: a mistyped address would be an alert that never arrives.
    if (error instanceof CrisisOncallSettingsError) throw new ConfigError(error.message);
    throw error;
  }
}

// --------------------------------------- end of on-call settings ---------------------------

// ---------------------------------------------------------------------------------------------
// Metrics and overload (docs/operations.md, "Metrics and alerts" and "Overload"): the
// Prometheus listener on its own port, never the public one, and the load past which the api
// answers 503 instead of queueing more work. Kept in one block so that it merges apart from the
// other settings.
// ---------------------------------------------------------------------------------------------

export interface MetricsSettings {
  /** METRICS_HOST: loopback unless asked otherwise (the figures are for the operators' Prometheus only). */
  host: string;
  /** METRICS_PORT: the listener's port; null when METRICS_PORT is 0 or off. */
  port: number | null;
  /** BACKUP_DIR: where `npm run db:backup` writes; the api only reads when its newest backup was written. */
  backupDir: string;
}

export interface OverloadSettings {
  /** OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: mean event-loop delay past which requests get 503 (0: not checked). */
  maxEventLoopDelayMs: number;
  /** OVERLOAD_MAX_HEAP_USED_RATIO times V8's heap limit, in bytes (0: not checked). */
  maxHeapUsedBytes: number;
  /** OVERLOAD_RETRY_AFTER_SECONDS: the Retry-After of those 503s. */
  retryAfterSeconds: number;
  /** How often the load is sampled (fixed; tests shorten it). */
  sampleIntervalMs: number;
}

export const DEFAULT_METRICS_PORT = 9464;

export type ObservabilitySettings = Pick<Config, 'metrics' | 'overload'>;

function ratio(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new ConfigError(`${name} must be a number from 0 to 1 (got '${raw}')`);
  return value;
}

function metricsPort(env: Env, publicPort: number, production: boolean): number | null {
  const raw = env.METRICS_PORT?.trim().toLowerCase();
  if (raw === 'off' || raw === 'false' || raw === 'no') return null;
  // The demo (npm start, the tests' servers, several on one machine) has no Prometheus: off unless asked.
  const port = integer(env, 'METRICS_PORT', production ? DEFAULT_METRICS_PORT : 0, 0, 65_535);
  if (port === 0) return null;
  // The figures must never be served to the public: one port cannot be both.
  if (port === publicPort)
    throw new ConfigError(`METRICS_PORT (${port}) must differ from PORT: metrics are never served on the public port (METRICS_PORT=off disables them)`);
  return port;
}

function observabilitySettings(env: Env, publicPort: number, production: boolean): ObservabilitySettings {
  const backupDirRaw = env.BACKUP_DIR?.trim();
  const heapRatio = ratio(env, 'OVERLOAD_MAX_HEAP_USED_RATIO', 0.98);
  return {
    metrics: {
      host: env.METRICS_HOST?.trim() || '127.0.0.1',
      port: metricsPort(env, publicPort, production),
      // The backup commands' setting, read the same way: relative to the repository, like DATA_DIR.
      backupDir: backupDirRaw ? (isAbsolute(backupDirRaw) ? backupDirRaw : resolve(repoRoot, backupDirRaw)) : join(repoRoot, 'backups'),
    },
    overload: {
      maxEventLoopDelayMs: integer(env, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000),
      maxHeapUsedBytes: Math.floor(heapRatio * getHeapStatistics().heap_size_limit),
      retryAfterSeconds: integer(env, 'OVERLOAD_RETRY_AFTER_SECONDS', 10, 1, 3600),
      sampleIntervalMs: 1000,
    },
  };
}

// --------------------------------------- end of metrics and overload settings --------------
