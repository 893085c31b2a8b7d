// The smoke test of a release candidate: the deployment as it would be after the switch (the
// same shell and remotes, remotes.json pointing at the candidate), served by the api on a
// throwaway database, opened in headless Chromium on every route the remote owns, before any
// visitor can see it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { composedEntries, composePublicPages, composesPages, readComposition } from '../compose/compose.mjs';
import { readRemotes, root } from '../deployment.mjs';

/** How long one page may take to show its heading (the machine may be busy building). */
const renderTimeout = 30_000;

/**
 * Routes whose page does not show its title as the h1: Home's h1 is the hero's sentence, and
 * the results page, opened without the assessment's answers, sends the visitor on to the
 * assessment (public §8) — which still proves it loaded and rendered.
 * @type {Record<string, { heading?: string, path?: string }>}
 */
const landings = {
  '/': { heading: undefined },
  '/assessment-results': { heading: 'Wellness Assessment', path: '/assessment' },
};

/** The shell's federation name (shell/vite.config.ts): its runtime instance loads the remotes. */
const shellContainer = 'shell';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function chromiumExecutable() {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path));
  if (!found) throw new Error('Chromium was not found for the smoke test: apt-get install -y chromium, or set CHROMIUM_PATH');
  return found;
}

/** A free local port, unless RELEASE_SMOKE_PORT names one. */
async function smokePort() {
  if (process.env.RELEASE_SMOKE_PORT) return Number(process.env.RELEASE_SMOKE_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The candidate site: links to every file of the deployment (nothing is copied, nothing of the
 * deployment is changed) and its own remotes.json with the candidate in place of the live version.
 */
async function candidateSite(deployDir, siteDir, pkg, release) {
  if (!existsSync(join(deployDir, 'app.html'))) throw new Error(`${deployDir} has no published shell (app.html) to test the candidate in`);
  mkdirSync(siteDir);
  // The composed pages are the candidate's own (composed below), never the live ones.
  const composed = new Set(composedEntries(deployDir));
  for (const entry of readdirSync(deployDir)) {
    if (entry === 'remotes.json' || entry === 'releases.json' || entry.endsWith('.tmp') || composed.has(entry)) continue;
    symlinkSync(join(deployDir, entry), join(siteDir, entry));
  }
  writeFileSync(join(siteDir, 'remotes.json'), `${JSON.stringify({ ...readRemotes(deployDir), [pkg]: release }, null, 2)}\n`);
  await composePublicPages(siteDir, { quiet: true });
}

/**
 * The composed HTML of the candidate, read without a browser: each public page holds its h1
 * and the helpline, and the pages of the released remote come from the candidate version.
 */
async function checkComposedHtml(baseURL, siteDir, pkg, release, routes) {
  const problems = [];
  const composition = readComposition(siteDir);
  for (const route of routes.filter((candidate) => candidate.area === 'public')) {
    const html = await (await fetch(`${baseURL}${route.path}`)).text();
    // Home's headline is the page's own words (a release may change them): any h1 with text will do.
    const expected = route.path in landings ? landings[route.path].heading : route.title;
    if (!/data-prerendered/.test(html)) problems.push(`${route.path}: the server did not answer with the composed page`);
    const heading = expected ? expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '\\s*[^<\\s]';
    if (!new RegExp(`<h1[^>]*>${heading}`).test(html)) problems.push(`${route.path}: the composed HTML has no h1${expected ? ` "${expected}"` : ''}`);
    if (!/href="tel:/.test(html)) problems.push(`${route.path}: the composed HTML has no helpline link`);
    const page = composition?.pages.find((candidate) => candidate.path === route.path);
    if (page && page.owner === pkg && page.version !== release.version) problems.push(`${route.path}: composed from ${page.version}, not the candidate`);
  }
  // The offline helper of the candidate: its page shows the helpline, and its worker keeps the
  // candidate (so that visitors who keep the site offline get it too).
  const offline = await fetch(`${baseURL}/offline.html`);
  if (!offline.ok || !/href="tel:/.test(await offline.text())) problems.push('/offline.html: the offline page is missing or has no helpline link');
  const worker = await fetch(`${baseURL}/sw.js`);
  const workerSource = worker.ok ? await worker.text() : '';
  if (!workerSource.includes(`"/remotes/${pkg}/${release.version}/`)) problems.push(`/sw.js: the offline helper does not keep ${pkg} ${release.version}`);
  return problems;
}

/** The api serving the candidate site on a fresh database seeded with the demo and a throwaway admin. */
async function startSite(siteDir, dataDir, admin) {
  const apiMain = join(root, 'api/dist/main.js');
  if (!existsSync(apiMain)) throw new Error('api/dist/main.js is missing (the smoke test serves the site with it): npm run build -w api');
  const port = await smokePort();
  // A minimal environment on purpose: never the operator's DATABASE_URL, SMTP_URL or secrets.
  const child = spawn(process.execPath, [apiMain], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      TULIA_PROFILE: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      DEMO_ADMIN_EMAIL: admin.email,
      DEMO_ADMIN_PASSWORD: admin.password,
    },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-2000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the smoke-test server did not start on port ${port}:\n${output.trim()}`);
}

/**
 * Loads each module through the shell's own federation runtime instance (the one that read the
 * candidate remotes.json) and describes what is wrong with its exports, as the shell's
 * RemoteModule needs them: a default export that React can render.
 */
async function exportProblems(page, container, modules) {
  return page.evaluate(
    async ({ shellName, container, modules }) => {
      const instances = globalThis.__FEDERATION__?.__INSTANCES__ ?? [];
      const shell = instances.find((instance) => instance.options?.name === shellName);
      if (!shell) return [`the shell's federation runtime ("${shellName}") was not found on the page`];
      const reactTypes = ['react.memo', 'react.forward_ref', 'react.lazy'].map((type) => Symbol.for(type));
      const problems = [];
      for (const module of modules) {
        try {
          const exposed = await shell.loadRemote(`${container}/${module}`);
          const component = exposed?.default;
          const isComponent =
            typeof component === 'function' || (typeof component === 'object' && component !== null && reactTypes.includes(component.$$typeof));
          if (!isComponent) problems.push(`./${module}'s default export is ${component === null ? 'null' : typeof component}, not a React component`);
        } catch (error) {
          problems.push(`./${module} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return problems;
    },
    { shellName: shellContainer, container, modules },
  );
}

/** Opens every route of the remote in the candidate site; returns what is wrong, and what was odd but retried. */
async function checkInBrowser(browser, baseURL, { pkg, release, needs, admin }) {
  const problems = [];
  const warnings = [];
  const context = await browser.newContext();
  const page = await context.newPage();
  let step = 'start';
  // Every page repeats the same error: report each once, first line only (no minified stack).
  const errorsSeen = new Set();
  const reportError = (kind, text) => {
    const firstLine = text.split('\n')[0];
    if (errorsSeen.has(firstLine)) return;
    errorsSeen.add(firstLine);
    problems.push(`${step}: ${kind}: ${firstLine}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') reportError('console error', message.text());
  });
  page.on('pageerror', (error) => reportError('uncaught error', error.message));
  const urls = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));

  if (needs.routes.some((route) => route.area === 'admin')) {
    step = 'sign-in';
    try {
      await page.goto(`${baseURL}/admin/login`);
      await page.getByLabel(/^Email/).fill(admin.email);
      await page.getByLabel(/^Password/).fill(admin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByTestId('admin-header-title').waitFor({ timeout: renderTimeout });
    } catch (error) {
      await context.close();
      problems.push(`sign-in: could not sign in to the candidate's back office (${error.message.split('\n')[0]})`);
      return { problems, warnings };
    }
  }

  /** Opens a route in a fresh page load; settles on its heading, the shell's failure message, or neither. */
  const openRoute = async (route, landing) => {
    await page.goto(`${baseURL}${route.path}`);
    if ((await page.locator('#root[data-prerendered]').count()) > 0) {
      // A page composed to HTML: wake the app up as a visitor's first touch does, and let it hydrate.
      await page.mouse.move(5, 5);
      await page.locator('#root[data-hydrated], [data-testid="remote-failure"]').first().waitFor({ timeout: renderTimeout }).catch(() => undefined);
    }
    const heading = page.getByRole('heading', { level: 1, ...(landing.heading ? { name: landing.heading, exact: true } : {}) });
    const failure = page.getByTestId('remote-failure');
    try {
      await heading.or(failure).first().waitFor({ timeout: renderTimeout });
    } catch {
      const shown = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 160);
      return `neither its page nor the shell's failure message within ${renderTimeout / 1000} s on ${page.url()} (it shows: "${shown}")`;
    }
    return (await failure.count()) > 0 ? 'failure' : 'page';
  };

  // The layout is the same on every public page: once it failed, waiting for it again is pointless.
  let checkPublicLayout = needs.chrome.includes('publicLayout');
  for (const route of needs.routes) {
    step = route.path;
    const errorsBefore = errorsSeen.size;
    const landing = landings[route.path] ?? { heading: route.title };
    let outcome = await openRoute(route, landing);
    if (outcome !== 'page' && outcome !== 'failure') {
      // Left on its loading skeleton: the shell's RemoteModule can miss a load that completes
      // between a remount's render and its effect, a race in the shell (not in the candidate)
      // that a fresh load does not repeat. Try once more; a second miss is a problem.
      warnings.push(`${route.path}: ${outcome}; loaded it again`);
      outcome = await openRoute(route, landing);
    }
    const pathname = new URL(page.url()).pathname;
    if (outcome === 'failure') {
      problems.push(
        pathname === route.path
          ? `${route.path}: the shell shows its failure message instead of ./${route.module}`
          : `${route.path}: led to ${pathname}, where the shell shows its failure message`,
      );
      continue;
    }
    if (outcome !== 'page') {
      problems.push(`${route.path}: ${outcome}`);
      continue;
    }
    if (pathname !== (landing.path ?? route.path)) problems.push(`${route.path}: ended on ${pathname}, expected ${landing.path ?? route.path}`);
    // The shell shows its own minimal layout while mfe-public's loads, and keeps it if it fails.
    if (checkPublicLayout && route.area === 'public') {
      // Wait until it is gone, or until an error says that it will stay.
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
  problems.push(...(await exportProblems(page, release.name, needs.modules)));

  // What rendered must be the candidate, not the live version.
  const prefix = `/remotes/${pkg}/${release.version}/`;
  const own = urls.filter((url) => url.startsWith(`/remotes/${pkg}/`));
  if (!own.some((url) => url.startsWith(prefix))) problems.push(`the pages did not load ${pkg} from ${prefix}`);
  const other = own.find((url) => !url.startsWith(prefix));
  if (other) problems.push(`the pages loaded ${other}, which is not the candidate`);
  await context.close();
  return { problems, warnings };
}

/**
 * Smoke-tests a published (but not yet live) version of a remote in the composed site.
 * @param {{ deployDir: string, pkg: string, release: { name: string, version: string, entry: string },
 *   needs: import('./shell-needs.mjs').ShellNeeds }} options
 * @returns {Promise<{ problems: string[], warnings: string[] }>} the candidate may go live when there are no problems
 */
export async function smokeTest({ deployDir, pkg, release, needs }) {
  const workDir = mkdtempSync(join(tmpdir(), 'tulia-release-smoke-'));
  // A throwaway administrator of the throwaway database, for the admin routes.
  const admin = { email: 'release-smoke-test@tulia.co.ke', password: `Smoke-${randomBytes(12).toString('base64url')}` };
  let site;
  let browser;
  try {
    const siteDir = join(workDir, 'site');
    await candidateSite(deployDir, siteDir, pkg, release);
    site = await startSite(siteDir, join(workDir, 'data'), admin);
    if (composesPages(pkg)) {
      const htmlProblems = await checkComposedHtml(site.baseURL, siteDir, pkg, release, needs.routes);
      if (htmlProblems.length > 0) return { problems: htmlProblems, warnings: [] };
    }
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
    return await checkInBrowser(browser, site.baseURL, { pkg, release, needs, admin });
  } catch (error) {
    return { problems: [`the smoke test could not run: ${error instanceof Error ? error.message : String(error)}`], warnings: [] };
  } finally {
    await browser?.close().catch(() => undefined);
    await site?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
