/**
 * The smoke test of a candidate (a remote version, or a shell): the deployment as it would be
 * after the switch, served by the api on a throwaway database, opened in headless Chromium on
 * every route the candidate is part of, before any visitor can see it.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startApi } from './api-process';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { composedEntries, composePublicPages, readComposition } from './compose';
import { modulesLoadedFrom, type ShellProvides, type ShellRoute } from './gate/build-record';
import { deployFile, deploymentFiles, readJson } from './layout';
import type { RemoteEntry, RemotesJson } from './pointer';
import { versionFolder } from './publish';
import { bucketCookie, variantsFolder } from '@tulia/shared/site-paths';
import { canaryFile } from './canary/state';
import { composesPages, remoteNames, remotePackages, type RemotePackage } from './remote-packages';

/** How long one page may take to show its heading (the machine may be busy building). */
const renderTimeout = 30_000;

/** The shell's federation name (shell/vite.config.ts): its runtime instance loads the remotes. */
const shellContainer = 'shell';

/** The runtime's words when a singleton's version does not satisfy what a build needs. */
const unsatisfiedSingleton = 'does not satisfy the requirement';

export type Candidate = { kind: 'remote'; pkg: RemotePackage; release: RemoteEntry } | { kind: 'shell'; version: string };

export interface SmokeOutcome {
  problems: string[];
  warnings: string[];
  routes: number;
}

interface Target {
  routes: ShellRoute[];
  chrome: string[];
  modules: { container: string; module: string }[];
}

/** What the smoke test opens: the candidate remote's routes and modules, or every route for a shell. */
function targetOf(candidate: Candidate, provides: ShellProvides): Target {
  const owners = candidate.kind === 'remote' ? [candidate.pkg] : remotePackages;
  const parts = owners.map((pkg) => ({ pkg, ...modulesLoadedFrom(provides, pkg) }));
  return {
    routes: parts.flatMap((part) => part.routes),
    chrome: parts.flatMap((part) => part.chrome),
    modules: parts.flatMap((part) => part.modules.map((module) => ({ container: remoteNames[part.pkg], module }))),
  };
}

/**
 * The candidate site: links to every file of the deployment (nothing of it is changed), the
 * candidate shell's files copied in its place, its own remotes.json, and pages composed for it.
 */
async function candidateSite(deployDir: string, siteDir: string, candidate: Candidate): Promise<void> {
  if (!existsSync(join(deployDir, 'app.html'))) throw new Error(`${deployDir} has no published shell (app.html) to test the candidate in`);
  mkdirSync(siteDir);
  if (candidate.kind === 'shell') {
    const folder = versionFolder(deployDir, 'shell', candidate.version);
    for (const entry of readdirSync(folder)) {
      if (entry === 'tulia') continue;
      cpSync(join(folder, entry), join(siteDir, entry.replace(/^index\.html/, 'app.html')), { recursive: true });
    }
  }
  const composed = new Set(composedEntries(deployDir));
  // A canary's variant is not the candidate's site: the smoke test's browser, whatever bucket it
  // draws, must get the pages composed here.
  const own = new Set<string>([deploymentFiles.remotes, deploymentFiles.releases, deploymentFiles.lock, variantsFolder, canaryFile]);
  for (const entry of readdirSync(deployDir)) {
    if (own.has(entry) || entry.endsWith('.tmp') || composed.has(entry) || existsSync(join(siteDir, entry))) continue;
    if (candidate.kind === 'shell' && entry.startsWith('app.html')) continue;
    symlinkSync(join(deployDir, entry), join(siteDir, entry));
  }
  const remotes = readJson<RemotesJson>(deployFile(deployDir, 'remotes'), {});
  writeFileSync(join(siteDir, deploymentFiles.remotes), `${JSON.stringify(candidate.kind === 'remote' ? { ...remotes, [candidate.pkg]: candidate.release } : remotes, null, 2)}\n`);
  await composePublicPages(siteDir, { quiet: true });
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The composed HTML of the candidate, read without a browser: h1, helpline, and the candidate's own version. */
async function checkComposedHtml(baseURL: string, siteDir: string, candidate: Candidate, routes: ShellRoute[]): Promise<string[]> {
  const problems: string[] = [];
  const composition = readComposition(siteDir);
  for (const route of routes.filter((candidateRoute) => candidateRoute.area === 'public')) {
    const html = await (await fetch(`${baseURL}${route.path}`)).text();
    const expected = route.landsOn ? null : route.ownHeading ? null : route.title;
    if (!/data-prerendered/.test(html)) problems.push(`${route.path}: the server did not answer with the composed page`);
    if (!new RegExp(`<h1[^>]*>${expected ? escapeRegExp(expected) : '\\s*[^<\\s]'}`).test(html)) problems.push(`${route.path}: the composed HTML has no h1${expected ? ` "${expected}"` : ''}`);
    if (!/href="tel:/.test(html)) problems.push(`${route.path}: the composed HTML has no helpline link`);
    const page = composition?.pages.find((composed) => composed.path === route.path);
    if (candidate.kind === 'remote' && page && page.owner === candidate.pkg && page.version !== candidate.release.version) {
      problems.push(`${route.path}: composed from ${page.version}, not the candidate`);
    }
  }
  const offline = await fetch(`${baseURL}/offline.html`);
  if (!offline.ok || !/href="tel:/.test(await offline.text())) problems.push('/offline.html: the offline page is missing or has no helpline link');
  if (candidate.kind === 'remote') {
    const worker = await fetch(`${baseURL}/sw.js`);
    const source = worker.ok ? await worker.text() : '';
    if (!source.includes(`"/remotes/${candidate.pkg}/${candidate.release.version}/`)) problems.push(`/sw.js: the offline helper does not keep ${candidate.pkg} ${candidate.release.version}`);
  }
  return problems;
}

/** Loads each module through the shell's own federation runtime and checks it has a default export React can render. */
async function exportProblems(page: Page, modules: Target['modules']): Promise<string[]> {
  return page.evaluate(
    async ({ shellName, modules: wanted }) => {
      interface Instance {
        options?: { name?: string };
        loadRemote: (id: string) => Promise<{ default?: unknown } | undefined>;
      }
      const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__;
      const shell = federation?.__INSTANCES__?.find((instance) => instance.options?.name === shellName);
      if (!shell) return [`the shell's federation runtime ("${shellName}") was not found on the page`];
      const reactTypes = ['react.memo', 'react.forward_ref', 'react.lazy'].map((type) => Symbol.for(type));
      const problems: string[] = [];
      for (const { container, module } of wanted) {
        try {
          const component = (await shell.loadRemote(`${container}/${module}`))?.default;
          const isComponent =
            typeof component === 'function' ||
            (typeof component === 'object' && component !== null && reactTypes.includes((component as { $$typeof?: symbol }).$$typeof as symbol));
          if (!isComponent) problems.push(`${container}/${module}'s default export is ${component === null ? 'null' : typeof component}, not a React component`);
        } catch (error) {
          problems.push(`${container}/${module} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return problems;
    },
    { shellName: shellContainer, modules },
  );
}

type Outcome = 'page' | 'failure' | string;

async function checkInBrowser(browser: Browser, baseURL: string, candidate: Candidate, target: Target, admin: { email: string; password: string }, bucket?: string): Promise<{ problems: string[]; warnings: string[] }> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const context = await browser.newContext();
  if (bucket) await context.addCookies([{ name: bucketCookie, value: bucket, url: baseURL }]);
  const page = await context.newPage();
  let step = 'start';
  const errorsSeen = new Set<string>();
  const reportError = (kind: string, text: string) => {
    const firstLine = text.split('\n')[0] ?? text;
    if (errorsSeen.has(firstLine)) return;
    errorsSeen.add(firstLine);
    problems.push(`${step}: ${kind}: ${firstLine}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') reportError('console error', message.text());
    // A singleton the shell provides at a version the candidate does not accept only warns at run time.
    else if (message.text().includes(unsatisfiedSingleton)) reportError('federation warning', message.text());
  });
  page.on('pageerror', (error) => reportError('uncaught error', error.message));
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));

  if (target.routes.some((route) => route.area === 'admin')) {
    step = 'sign-in';
    try {
      await page.goto(`${baseURL}/admin/login`);
      await page.getByLabel(/^Email/).fill(admin.email);
      await page.getByLabel(/^Password/).fill(admin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByTestId('admin-header-title').waitFor({ timeout: renderTimeout });
    } catch (error) {
      await context.close();
      problems.push(`sign-in: could not sign in to the candidate's back office (${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)})`);
      return { problems, warnings };
    }
  }

  const openRoute = async (route: ShellRoute): Promise<Outcome> => {
    await page.goto(`${baseURL}${route.path}`);
    // A page that lands on another moves on by its HTML (a refresh): wake the one it lands on.
    const landsOn = route.landsOn;
    if (landsOn) await page.waitForURL((url) => url.pathname === landsOn, { waitUntil: 'load', timeout: renderTimeout }).catch(() => undefined);
    if ((await page.locator('#root[data-prerendered]').count()) > 0) {
      // A page composed to HTML: wake the app as a visitor's first touch does, and let it hydrate.
      await page.mouse.move(5, 5);
      await page.locator('#root[data-hydrated], [data-testid="remote-failure"]').first().waitFor({ timeout: renderTimeout }).catch(() => undefined);
    }
    const landing = route.landsOn ? target.routes.find((other) => other.path === route.landsOn) : route;
    const name = route.ownHeading && !route.landsOn ? undefined : landing?.title;
    const heading = page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) });
    const failure = page.getByTestId('remote-failure');
    try {
      await heading.or(failure).first().waitFor({ timeout: renderTimeout });
    } catch {
      const shown = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 160);
      return `neither its page nor the shell's failure message within ${renderTimeout / 1000} s on ${page.url()} (it shows: "${shown}")`;
    }
    return (await failure.count()) > 0 ? 'failure' : 'page';
  };

  let checkPublicLayout = target.chrome.includes('publicLayout');
  for (const route of target.routes) {
    step = route.path;
    const errorsBefore = errorsSeen.size;
    let outcome = await openRoute(route);
    if (outcome !== 'page' && outcome !== 'failure') {
      // Left on its loading skeleton: a fresh load does not repeat the shell's rare remount race.
      warnings.push(`${route.path}: ${outcome}; loaded it again`);
      outcome = await openRoute(route);
    }
    const pathname = new URL(page.url()).pathname;
    const expectedPath = route.landsOn ?? route.path;
    if (outcome === 'failure') {
      problems.push(pathname === route.path ? `${route.path}: the shell shows its failure message instead of ./${route.module}` : `${route.path}: led to ${pathname}, where the shell shows its failure message`);
      continue;
    }
    if (outcome !== 'page') {
      problems.push(`${route.path}: ${outcome}`);
      continue;
    }
    if (pathname !== expectedPath) problems.push(`${route.path}: ended on ${pathname}, expected ${expectedPath}`);
    if (checkPublicLayout && route.area === 'public') {
      const fallback = page.getByTestId('fallback-public-layout');
      const deadline = Date.now() + renderTimeout;
      while ((await fallback.count()) > 0 && errorsSeen.size === errorsBefore && Date.now() < deadline) await page.waitForTimeout(200);
      if ((await fallback.count()) > 0) {
        problems.push(`${route.path}: ./PublicLayout did not replace the shell's fallback layout`);
        checkPublicLayout = false;
      }
    }
  }

  step = 'exports';
  problems.push(...(await exportProblems(page, target.modules)));

  if (candidate.kind === 'remote') {
    const prefix = `/remotes/${candidate.pkg}/${candidate.release.version}/`;
    const own = urls.filter((url) => url.startsWith(`/remotes/${candidate.pkg}/`));
    if (!own.some((url) => url.startsWith(prefix))) problems.push(`the pages did not load ${candidate.pkg} from ${prefix}`);
    const other = own.find((url) => !url.startsWith(prefix));
    if (other) problems.push(`the pages loaded ${other}, which is not the candidate`);
  }
  await context.close();
  return { problems, warnings };
}

/** Smoke-tests a published (not yet live) candidate in the composed site; `provides` is the shell's (the live one for a remote). */
export async function smokeTest(deployDir: string, candidate: Candidate, provides: ShellProvides): Promise<SmokeOutcome> {
  const target = targetOf(candidate, provides);
  const workDir = mkdtempSync(join(tmpdir(), 'tulia-release-smoke-'));
  const admin = { email: 'release-smoke-test@tulia.co.ke', password: `Smoke-${randomBytes(12).toString('base64url')}` };
  let site: Awaited<ReturnType<typeof startApi>> | undefined;
  let browser: Browser | undefined;
  try {
    const siteDir = join(workDir, 'site');
    await candidateSite(deployDir, siteDir, candidate);
    site = await startApi({
      siteDir,
      dataDir: join(workDir, 'data'),
      port: process.env.RELEASE_SMOKE_PORT ? Number(process.env.RELEASE_SMOKE_PORT) : undefined,
      env: { SEED_DEMO: 'true', DEMO_ADMIN_EMAIL: admin.email, DEMO_ADMIN_PASSWORD: admin.password },
    });
    if (composesPages(candidate.kind === 'remote' ? candidate.pkg : 'shell')) {
      const htmlProblems = await checkComposedHtml(site.baseURL, siteDir, candidate, target.routes);
      if (htmlProblems.length > 0) return { problems: htmlProblems, warnings: [], routes: target.routes.length };
    }
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
    return { ...(await checkInBrowser(browser, site.baseURL, candidate, target, admin)), routes: target.routes.length };
  } catch (error) {
    return { problems: [`the smoke test could not run: ${error instanceof Error ? error.message : String(error)}`], warnings: [], routes: 0 };
  } finally {
    await browser?.close().catch(() => undefined);
    await site?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The same checks on a site already served (nginx in front of a folder synced from the object
 * store, a staging host): every route of the live shell's table, in a browser whose bucket is
 * `bucket` (99, never in a canary, by default; 00 sees a canary's variant). The back office is
 * opened when an administrator's sign-in is given, else only the public pages.
 */
export async function smokeTestServed(baseURL: string, shellVersion: string, provides: ShellProvides, options: { bucket?: string; admin?: { email: string; password: string } } = {}): Promise<SmokeOutcome> {
  const all = targetOf({ kind: 'shell', version: shellVersion }, provides);
  const target = options.admin ? all : { ...all, routes: all.routes.filter((route) => route.area === 'public') };
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
    const checked = await checkInBrowser(browser, baseURL, { kind: 'shell', version: shellVersion }, target, options.admin ?? { email: '', password: '' }, options.bucket ?? '99');
    return { ...checked, routes: target.routes.length };
  } catch (error) {
    return { problems: [`the smoke test could not run: ${error instanceof Error ? error.message : String(error)}`], warnings: [], routes: 0 };
  } finally {
    await browser?.close().catch(() => undefined);
  }
}
