import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, DEMO_SIGNING_KEY_FILE, DEV_JWT_SECRET, loadConfig, testConfig } from './config';
import { apiRoot, repoRoot } from './paths';

const strongSecret = () => randomBytes(32).toString('base64url');
const production = () => ({ JWT_SECRET: strongSecret(), APP_URL: 'https://tulia.example.org' });

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tulia-config-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('profile: production unless the demo is asked for', () => {
  it('is production without TULIA_PROFILE, whatever NODE_ENV says', () => {
    expect(loadConfig(production()).config.profile).toBe('production');
    expect(loadConfig({ ...production(), NODE_ENV: 'development' }).config.profile).toBe('production');
    expect(() => loadConfig({ TULIA_PROFILE: 'staging' })).toThrow(/TULIA_PROFILE must be one of demo, production/);
  });

  it('production refuses a missing, short, repetitive or published JWT secret', () => {
    const appUrl = { APP_URL: 'https://tulia.example.org' };
    expect(() => loadConfig(appUrl)).toThrow(/JWT_SECRET is required in production/);
    expect(() => loadConfig({ ...appUrl, JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ ...appUrl, JWT_SECRET: 'x'.repeat(40) })).toThrow(/too repetitive/);
    expect(() => loadConfig({ ...appUrl, JWT_SECRET: DEV_JWT_SECRET })).toThrow(/published default/);
  });

  it('production refuses to start without APP_URL, or with one that is not an http(s) address', () => {
    expect(() => loadConfig({ JWT_SECRET: strongSecret() })).toThrow(/APP_URL is required in production/);
    expect(() => loadConfig({ JWT_SECRET: strongSecret(), APP_URL: 'tulia.example.org' })).toThrow(/APP_URL must be an absolute/);
    expect(() => loadConfig({ JWT_SECRET: strongSecret(), APP_URL: 'javascript:alert(1)' })).toThrow(/APP_URL must be an absolute/);
  });

  it('production never seeds, registers first-admin by default and listens on loopback unless HOST says', () => {
    const { config } = loadConfig(production());
    expect(config).toMatchObject({
      production: true,
      seedDemo: false,
      adminRegistration: 'first-admin',
      host: 'localhost',
      appUrl: 'https://tulia.example.org',
    });
    expect(() => loadConfig({ ...production(), SEED_DEMO: 'true' })).toThrow(/production never seeds/);
    expect(loadConfig({ ...production(), HOST: '0.0.0.0' }).config.host).toBe('0.0.0.0');
  });

  it('the test configuration is production-safe', () => {
    expect(testConfig()).toMatchObject({ profile: 'production', seedDemo: false, adminRegistration: 'first-admin' });
  });
});

describe('the demo profile', () => {
  const demo = () => ({ TULIA_PROFILE: 'demo', DATA_DIR: dataDir });

  it('seeds, opens registration and listens on loopback', () => {
    const { config, warnings } = loadConfig(demo());
    expect(config).toMatchObject({
      profile: 'demo',
      production: false,
      seedDemo: true,
      adminRegistration: 'open',
      host: 'localhost',
      appUrl: 'http://localhost:8080',
    });
    expect(config.demoAdmin).toEqual({ email: 'admin@tulia.co.ke', password: 'Tulia!Demo2026' });
    expect(warnings).toEqual([]);
  });

  it('signs with a random key kept in its data directory (mode 0600), never the published secret', () => {
    const first = loadConfig(demo()).config.jwtSecret;
    expect(first).not.toBe(DEV_JWT_SECRET);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, DEMO_SIGNING_KEY_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The same directory keeps its key (sessions survive a restart)...
    expect(loadConfig(demo()).config.jwtSecret).toBe(first);
    // ...another directory has its own.
    const other = mkdtempSync(join(tmpdir(), 'tulia-config-test-'));
    try {
      expect(loadConfig({ TULIA_PROFILE: 'demo', DATA_DIR: other }).config.jwtSecret).not.toBe(first);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
    expect(() => loadConfig({ ...demo(), JWT_SECRET: DEV_JWT_SECRET })).toThrow(/published development secret/);
  });

  it('tightens a key file that others can read', () => {
    const file = join(dataDir, DEMO_SIGNING_KEY_FILE);
    writeFileSync(file, strongSecret(), { mode: 0o644 });
    loadConfig(demo());
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('other settings', () => {
  it('reads DATA_DIR relative to the repository root, and the other settings', () => {
    expect(loadConfig(production()).config.dataDir).toBe(join(repoRoot, '.data'));
    expect(loadConfig({ ...production(), DATA_DIR: 'tmp/db' }).config.dataDir).toBe(join(repoRoot, 'tmp/db'));
    const { config } = loadConfig({
      ...production(),
      ADMIN_REGISTRATION: 'closed',
      ACCESS_TOKEN_TTL: '5',
      RATE_LIMIT_CONTACT: '1000',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      DEMO_ADMIN_EMAIL: 'Boss@Example.org',
    });
    expect(config).toMatchObject({
      adminRegistration: 'closed',
      accessTokenTtl: 5,
      corsOrigins: ['https://a.example', 'https://b.example'],
      demoAdmin: { email: 'boss@example.org' },
    });
    expect(config.rateLimits.contact).toBe(1000);
    expect(() => loadConfig({ ...production(), ADMIN_REGISTRATION: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production(), ACCESS_TOKEN_TTL: 'soon' })).toThrow(ConfigError);
  });
});

describe('production fails closed', () => {
  it('refuses open administrator registration (the demo keeps it)', () => {
    expect(() => loadConfig({ ...production(), ADMIN_REGISTRATION: 'open' })).toThrow(/ADMIN_REGISTRATION=open is refused in production/);
    expect(loadConfig({ ...production(), ADMIN_REGISTRATION: 'first-admin' }).config.adminRegistration).toBe('first-admin');
    expect(loadConfig({ TULIA_PROFILE: 'demo', DATA_DIR: dataDir, ADMIN_REGISTRATION: 'open' }).config.adminRegistration).toBe('open');
  });

  it('refuses a password hash cost below the default; the demo may go lower for speed', () => {
    expect(() => loadConfig({ ...production(), PASSWORD_HASH_COST: '10' })).toThrow(/PASSWORD_HASH_COST must be a whole number between 15 and 20/);
    expect(loadConfig({ ...production(), PASSWORD_HASH_COST: '16' }).config.passwordHashCost).toBe(16);
    expect(loadConfig({ TULIA_PROFILE: 'demo', DATA_DIR: dataDir, PASSWORD_HASH_COST: '10' }).config.passwordHashCost).toBe(10);
  });

  it('caps the life of a reset link at one hour, in every profile', () => {
    expect(loadConfig(production()).config.resetTokenTtl).toBe(3600);
    expect(loadConfig({ ...production(), RESET_TOKEN_TTL: '900' }).config.resetTokenTtl).toBe(900);
    expect(() => loadConfig({ ...production(), RESET_TOKEN_TTL: '86400' })).toThrow(/RESET_TOKEN_TTL must be a whole number between 60 and 3600/);
    expect(() => loadConfig({ TULIA_PROFILE: 'demo', DATA_DIR: dataDir, RESET_TOKEN_TTL: '7200' })).toThrow(/RESET_TOKEN_TTL/);
  });
});

describe('starting the server', () => {
  const start = (env: NodeJS.ProcessEnv) => {
    const full: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, ...env };
    for (const name of ['TULIA_PROFILE', 'JWT_SECRET', 'APP_URL', 'DATABASE_URL', 'TEST_DATABASE_URL']) if (!(name in env)) delete full[name];
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiRoot, env: full, encoding: 'utf8', timeout: 60_000 });
  };

  it('a start that does not ask for the demo is production and refuses to run without a JWT secret', () => {
    const result = start({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET is required in production');
  });
});
