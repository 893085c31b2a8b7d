import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { DEMO_ADMIN, testConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { apiRoot } from '../paths';
import { newDataDir, startTestApi } from '../test/harness';
import { accountWithDemoPassword } from './demo-password';

async function insertDemoAdmin(db: Database, password: string): Promise<void> {
  await db.insert(users).values({
    email: DEMO_ADMIN.email,
    username: 'tulia_admin',
    fullName: 'Amani Wanjiru',
    phone: '+254700123456',
    passwordHash: await hashPassword(password, 10),
    isAdmin: true,
    adminLevel: 'super_admin',
  });
}

describe('production and the published demo password', () => {
  it('finds the demo admin while it still has the demo password, and not once it is changed', async () => {
    const api = await startTestApi();
    try {
      const config = testConfig({ passwordHashCost: 10 });
      expect(await accountWithDemoPassword(api.db, config)).toBeNull();
      await insertDemoAdmin(api.db, DEMO_ADMIN.password);
      expect(await accountWithDemoPassword(api.db, config)).toBe(DEMO_ADMIN.email);
      await api.db
        .update(users)
        .set({ passwordHash: await hashPassword('a new and private password', 10) })
        .where(eq(users.email, DEMO_ADMIN.email));
      expect(await accountWithDemoPassword(api.db, config)).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('the server refuses to start in production on a database where the demo admin has the demo password', async () => {
    const dataDir = newDataDir();
    try {
      const handle = await openDatabase({ dataDir });
      await insertDemoAdmin(handle.db, DEMO_ADMIN.password);
      await handle.close();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        APP_URL: 'https://tulia.example.org',
      };
      for (const name of ['TULIA_PROFILE', 'DATABASE_URL', 'TEST_DATABASE_URL', 'SITE_DIR']) delete env[name];
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiRoot, env, encoding: 'utf8', timeout: 110_000 });
      expect(result.stderr).toContain(`the administrator ${DEMO_ADMIN.email} still has the published demo password`);
      expect(result.status).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A child process that opens and migrates an embedded database: slow on a busy machine.
  }, 120_000);
});
