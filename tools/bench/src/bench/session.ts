// The demo admin's session, established once through the sign-in screen (as an admin does)
// and handed to fresh browser contexts as their storage, so that each admin route is then
// measured as a fresh page load with an empty HTTP cache. The stored access token is used as
// is (no refresh), so reusing it across contexts is safe while it is valid: it is renewed well
// before the api's 15-minute token lifetime runs out.
import type { Browser, BrowserContext } from 'playwright-core';
import { demoAdmin } from './serve';

const RENEW_AFTER_MS = 8 * 60 * 1000;

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface AdminSession {
  /** The storage state of a signed-in admin, signing in again when it is getting old. */
  storageState(): Promise<StorageState>;
}

async function signIn(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/admin/login`);
    await page.getByLabel(/^Email/).fill(demoAdmin.email);
    await page.getByLabel(/^Password/).fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('admin-header-title').waitFor({ timeout: 60_000 });
    return await context.storageState();
  } catch (error) {
    throw new Error(`signing in as ${demoAdmin.email} on ${baseURL} failed`, { cause: error });
  } finally {
    await context.close();
  }
}

export function adminSession(browser: Browser, baseURL: string): AdminSession {
  let state: StorageState | undefined;
  let signedInAt = 0;
  return {
    async storageState() {
      if (!state || Date.now() - signedInAt > RENEW_AFTER_MS) {
        state = await signIn(browser, baseURL);
        signedInAt = Date.now();
      }
      return state;
    },
  };
}
