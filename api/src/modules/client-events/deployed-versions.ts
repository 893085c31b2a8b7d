import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { CLIENT_EVENT_REMOTE_PATTERN, CLIENT_EVENT_VERSION_PATTERN } from '@tulia/shared/contract';

/** How long a reading of the deployment's files is trusted: a release or rollback shows within this. */
export const DEPLOYED_VERSIONS_MAX_AGE_MS = 10_000;

/** Remote → the versions of it the deployment knows. */
export type KnownVersions = ReadonlyMap<string, ReadonlySet<string>>;

export type VersionCheck = 'known' | 'unknown-remote' | 'unknown-version' | 'no-site';

export interface DeployedVersionsOptions {
  /** The served deployment folder (SITE_DIR); none: an api without a site, which knows no remote. */
  siteDir?: string;
  maxAgeMs?: number;
  now?: () => number;
  log?: FastifyBaseLogger;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The remotes and versions the served deployment knows (tools/deploy/src/layout.ts):
 *   remotes.json   remote → { name, version, entry }: the version each remote serves now
 *   versions.json  remote → every version published (what a preview may load, what open tabs may still run)
 *   releases.json  the history: every version released, staged, promoted or rolled back, and the one before
 * Read again at most every `maxAgeMs` (concurrent requests share a reading). A missing file adds
 * nothing; one that does not parse adds nothing and is logged by name. Only names the contract's
 * patterns allow are kept, so a hand-edited file cannot put other text into a metric's labels.
 */
export class DeployedVersions {
  private known: KnownVersions = new Map();
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<KnownVersions> | null = null;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly options: DeployedVersionsOptions = {}) {
    this.maxAgeMs = options.maxAgeMs ?? DEPLOYED_VERSIONS_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  /** What the deployment knows; with no site served, nothing. */
  async current(): Promise<KnownVersions> {
    const { siteDir } = this.options;
    if (siteDir === undefined || this.now() - this.readAt < this.maxAgeMs) return this.known;
    this.reading ??= readKnownVersions(siteDir, this.options.log)
      .then((known) => {
        this.known = known;
        this.readAt = this.now();
        return known;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  async check(remote: string, version: string): Promise<VersionCheck> {
    if (this.options.siteDir === undefined) return 'no-site';
    const versions = (await this.current()).get(remote);
    if (!versions) return 'unknown-remote';
    return versions.has(version) ? 'known' : 'unknown-version';
  }
}

async function readJson(siteDir: string, file: string, log: FastifyBaseLogger | undefined): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(join(siteDir, file), 'utf8');
  } catch {
    return undefined; // Not published yet (a deployment without history, an api-only folder).
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    log?.warn({ file, error: error instanceof Error ? error.name : 'Error' }, 'client events: a deployment file does not parse; its versions are not known');
    return undefined;
  }
}

async function readKnownVersions(siteDir: string, log?: FastifyBaseLogger): Promise<KnownVersions> {
  const [remotes, versions, releases] = await Promise.all(['remotes.json', 'versions.json', 'releases.json'].map((file) => readJson(siteDir, file, log)));
  const known = new Map<string, Set<string>>();
  const add = (remote: unknown, version: unknown) => {
    if (typeof remote !== 'string' || remote === 'shell' || !CLIENT_EVENT_REMOTE_PATTERN.test(remote)) return;
    if (typeof version !== 'string' || !CLIENT_EVENT_VERSION_PATTERN.test(version)) return;
    let set = known.get(remote);
    if (!set) known.set(remote, (set = new Set()));
    set.add(version);
  };
  if (isRecord(remotes)) {
    for (const [remote, entry] of Object.entries(remotes)) if (isRecord(entry)) add(remote, entry.version);
  }
  if (isRecord(versions)) {
    for (const [remote, list] of Object.entries(versions)) if (Array.isArray(list)) for (const version of list) add(remote, version);
  }
  if (Array.isArray(releases)) {
    for (const record of releases) {
      if (!isRecord(record)) continue;
      add(record.remote, record.version);
      add(record.remote, record.previous);
    }
  }
  return known;
}
