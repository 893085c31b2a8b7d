import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, DEV_JWT_SECRET, loadConfig } from './config';
import { apiRoot, repoRoot } from './paths';

describe('configuration', () => {
  it('production refuses a missing, short or default JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET })).toThrow(/development default/);
    const { config } = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
    expect(config).toMatchObject({ production: true, seedDemo: false, adminRegistration: 'first-admin' });
  });

  it('outside production: the development secret with a warning, the demo seeded, registration open', () => {
    const { config, warnings } = loadConfig({});
    expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
    expect(warnings[0]).toMatch(/JWT_SECRET is not set/);
    expect(config).toMatchObject({ seedDemo: true, adminRegistration: 'open', accessTokenTtl: 900 });
    expect(config.demoAdmin).toEqual({ email: 'admin@tulia.co.ke', password: 'Tulia!Demo2026' });
  });

  it('reads DATA_DIR relative to the repository root, and the other settings', () => {
    expect(loadConfig({}).config.dataDir).toBe(join(repoRoot, '.data'));
    expect(loadConfig({ DATA_DIR: 'tmp/db' }).config.dataDir).toBe(join(repoRoot, 'tmp/db'));
    const { config } = loadConfig({
      ADMIN_REGISTRATION: 'closed',
      ACCESS_TOKEN_TTL: '5',
      RATE_LIMIT_CONTACT: '1000',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      DEMO_ADMIN_EMAIL: 'Boss@Example.org',
    });
    expect(config).toMatchObject({ adminRegistration: 'closed', accessTokenTtl: 5, corsOrigins: ['https://a.example', 'https://b.example'], demoAdmin: { email: 'boss@example.org' } });
    expect(config.rateLimits.contact).toBe(1000);
    expect(() => loadConfig({ ADMIN_REGISTRATION: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'soon' })).toThrow(ConfigError);
  });

  it('the server does not start in production without a JWT secret', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0' };
    delete env.JWT_SECRET;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiRoot, env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET is required in production');
  });
});
