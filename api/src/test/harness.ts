import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { AdminLevel, LoginResponse } from '@tulia/shared/contract';
import { buildApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { testConfig, type Config } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema';

/**
 * A new temporary DATA_DIR holding a copy of the migrated template database (see
 * global-setup.ts): opening a copy is much faster than creating a PGlite database.
 */
export function newDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'tulia-api-test-'));
  const template = inject('pgliteTemplate');
  if (template && existsSync(join(template, 'pglite'))) cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** The PostgreSQL server the suite also runs against, when one is configured. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The DATA_DIR (PGlite) or the database URL (PostgreSQL) it lives in. */
  location: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in a temporary directory, or, when
 * TEST_DATABASE_URL / DATABASE_URL is set, a new database on that server (dropped after), so
 * test files can run in parallel.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseUrl) {
    const name = `tulia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ dataDir: '', databaseUrl: url.toString(), databasePoolMax: 5 });
    return {
      handle,
      location: url.toString(),
      async drop() {
        await handle.close();
        const cleaner = new pg.Client({ connectionString: testDatabaseUrl });
        await cleaner.connect();
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleaner.end();
      },
    };
  }
  const dataDir = newDataDir();
  const handle = await openDatabase({ dataDir });
  return {
    handle,
    location: dataDir,
    async drop() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  config: Config;
  /** Another app on the same database with other settings (registration policy, limits...). */
  appWith(overrides: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** Generous limits so that tests that are not about rate limiting never meet one. */
export const relaxedRateLimits: Config['rateLimits'] = {
  windowMs: 60_000,
  login: 1000,
  loginFailuresPerAccount: 1000,
  register: 1000,
  forgotPassword: 1000,
  contact: 1000,
  clientEvents: 1000,
};

export async function startTestApi(overrides: Partial<Config> = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  const config = testConfig({ rateLimits: relaxedRateLimits, ...overrides });
  const app = await buildApp({ database: database.handle, config });
  const extra: FastifyInstance[] = [];
  return {
    app,
    db: database.handle.db,
    database,
    config,
    async appWith(more) {
      const other = await buildApp({ database: database.handle, config: { ...config, ...more } });
      extra.push(other);
      return other;
    },
    async close() {
      for (const other of extra) await other.close();
      await app.close();
      await database.drop();
    },
  };
}

let counter = 0;
/** A short unique suffix for emails and usernames. */
export function unique(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${process.pid}x${counter}${randomBytes(2).toString('hex')}`;
}

export interface TestAdmin {
  id: number;
  email: string;
  password: string;
  level: AdminLevel;
}

/** Writes an administrator straight into the database. */
export async function insertAdmin(
  db: Database,
  level: AdminLevel = 'super_admin',
  fields: { status?: 'active' | 'inactive' | 'suspended'; isAdmin?: boolean } = {},
): Promise<TestAdmin> {
  const name = unique('admin');
  const password = 'correct horse battery';
  const [row] = await db
    .insert(users)
    .values({
      email: `${name}@example.org`,
      username: name,
      fullName: `Admin ${name}`,
      phone: '+254700000000',
      passwordHash: await hashPassword(password, 10),
      isAdmin: fields.isAdmin ?? true,
      adminLevel: fields.isAdmin === false ? null : level,
      status: fields.status ?? 'active',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('admin not inserted');
  return { id: row.id, email: `${name}@example.org`, password, level };
}

export async function login(app: FastifyInstance, admin: { email: string; password: string }): Promise<LoginResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: admin.email, password: admin.password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<LoginResponse>();
}

/** Signs in a new administrator of the given level and returns a caller with its token. */
export async function signedIn(app: FastifyInstance, db: Database, level: AdminLevel = 'super_admin'): Promise<Caller> {
  const admin = await insertAdmin(db, level);
  const session = await login(app, admin);
  return new Caller(app, session.access_token, admin, session);
}

/**
 * Starts a test file's api with an administrator of the level signed in; the api closes after
 * the file's tests. Test files await it at the top level, so their tests see plain constants.
 */
async function startSignedIn(level: AdminLevel, overrides: Partial<Config>): Promise<{ api: TestApi; caller: Caller }> {
  const api = await startTestApi(overrides);
  afterAll(async () => api.close());
  return { api, caller: await signedIn(api.app, api.db, level) };
}

export async function startWithSuperAdmin(overrides: Partial<Config> = {}): Promise<{ api: TestApi; superAdmin: Caller }> {
  const { api, caller } = await startSignedIn('super_admin', overrides);
  return { api, superAdmin: caller };
}

export async function startWithAdmin(overrides: Partial<Config> = {}): Promise<{ api: TestApi; admin: Caller }> {
  const { api, caller } = await startSignedIn('admin', overrides);
  return { api, admin: caller };
}

/** A super admin and a plain admin, signed in on one api. */
export async function startWithAdmins(overrides: Partial<Config> = {}): Promise<{ api: TestApi; superAdmin: Caller; admin: Caller }> {
  const started = await startWithSuperAdmin(overrides);
  return { ...started, admin: await signedIn(started.api.app, started.api.db, 'admin') };
}

/** Sends requests with a bearer token. */
export class Caller {
  constructor(
    readonly app: FastifyInstance,
    readonly token: string,
    readonly admin: TestAdmin,
    readonly session: LoginResponse,
  ) {}

  request(method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, payload?: unknown) {
    return this.request('POST', url, payload);
  }
  put(url: string, payload?: unknown) {
    return this.request('PUT', url, payload);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}

/** A person block for therapist and rafiki payloads. */
export function personPayload(prefix = 'p') {
  const name = unique(prefix);
  return { email: `${name}@example.org`, username: name, full_name: `Person ${name}`, phone: '+254711000000', password: 'longenough1' };
}

/** A therapist's create payload: a new person with a licence of their own. */
export function therapistPayload(overrides: Record<string, unknown> = {}) {
  return {
    ...personPayload('ther'),
    license_number: `KCPB-${unique('L')}`,
    license_type: 'clinical',
    specialization: 'CBT, Trauma-informed care',
    years_experience: 6,
    education: ['MA Clinical Psychology, University of Nairobi'],
    languages: 'English, Kiswahili',
    availability: {},
    hourly_rate: 25,
    ...overrides,
  };
}

/** A rafiki's create payload: a new person with the profile the form asks for. */
export function rafikiPayload(overrides: Record<string, unknown> = {}) {
  return {
    ...personPayload('raf'),
    bio: 'Peer supporter from Kisumu.',
    location: 'Kisumu',
    personal_experience: 'I found my way through anxiety with the help of friends.',
    motivations: 'I want others to have the support I had.',
    specialties: ['Anxiety', 'Grief', 'anxiety', ' '],
    help_areas: 'Students, Young parents',
    training_completed: false,
    is_moderator: false,
    ...overrides,
  };
}
