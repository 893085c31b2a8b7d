// npm run bench [-- --routes /,/contact --skip-lighthouse --skip-switch --skip-api --skip-build --only interactions]
//
// What composing the public pages to HTML changes, measured side by side in one run: the
// prerendered site (the current builds published, public pages composed to HTML as a release
// does) against the client-rendered site (the same builds served without composed pages), each
// served by the api on its own port and fresh demo database, in the system Chromium. Prints a
// table (stdout; progress goes to stderr) and writes it as JSON to bench-results/. Missed
// targets do not fail the command; a measurement that breaks does (exit 1), and so do copy
// markers that disagree with the run-time count of React renderers (exit 2). The cheap-phone
// scenarios (first taps, bytes transferred) compare the current build with a baseline commit
// built and served by its own code (docs/bench-cheap-phone.md).
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { runApiBench } from './api';
import { builtAt, prepareBaseline, serveBaseline } from './baseline';
import { buildAll } from './build';
import type { CheapPhoneResults } from './cheap-phone';
import { runCheapPhone, type CheapPhoneSite } from './cheap-phone-run';
import { launchChromium } from './chromium';
import { measureFirstLoad } from './first-load';
import { lighthousePages, runLighthouse } from './lighthouse';
import { parseOptions, usage, type BenchOptions } from './options';
import { formatReport, markerProblems, verdicts, writeResults, type BenchMeasurements, type RouteRow, type SiteLabel } from './report';
import { loadRoutes, selectRoutes, type BenchRoute } from './routes';
import { benchApiEnv, serveFederated, type ServedSite } from './serve';
import { adminSession, type AdminSession } from './session';
import { summarise, type LoadSummary } from './summary';
import { measureSwitches } from './switch';

const started = Date.now();
// Other work on the machine skews the timings: recorded with the results.
const loadAverageAtStart = loadavg().map((n) => Number(n.toFixed(2)));
const date = new Date(started).toISOString();
const log = (line: string) => process.stderr.write(`${line}\n`);
let options: BenchOptions;
try {
  const command = parseOptions(process.argv.slice(2));
  if (command.help) {
    console.log(usage);
    process.exit(0);
  }
  options = command.options;
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Everything started here is stopped here, on success, on errors and on Ctrl-C alike.
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      log(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal does not wait for the cleanup any more.
    if (stopping) process.exit(130);
    stopping = true;
    log(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** A served site, with its label and the demo admin's session on it. */
interface BenchSite<Label extends SiteLabel> extends ServedSite {
  label: Label;
  session: AdminSession;
}

const kibText = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));

async function measureRoutes(
  browser: Browser,
  sites: { prerendered: BenchSite<'prerendered'>; client: BenchSite<'client'> },
  routes: BenchRoute[],
): Promise<RouteRow[]> {
  const rows: RouteRow[] = [];
  for (const [index, route] of routes.entries()) {
    const measure = async (site: BenchSite<SiteLabel>): Promise<LoadSummary> => {
      const storageState = route.signedIn ? await site.session.storageState() : undefined;
      return summarise(await measureFirstLoad(browser, site.baseURL, route, { storageState, interact: true }));
    };
    const pre = await measure(sites.prerendered);
    const client = await measure(sites.client);
    // Without this the comparison would silently compare a site with itself.
    if (route.area === 'public' && !pre.prerendered) throw new Error(`${route.path}: the prerendered site served it without composed HTML`);
    if (client.prerendered) throw new Error(`${route.path}: the client-rendered site served composed HTML`);
    log(
      `first load ${index + 1}/${routes.length} ${route.path.padEnd(26)} JS before input ${kibText(pre.beforeInteraction.js.gzipBytes)} vs ${kibText(client.beforeInteraction.js.gzipBytes)} KiB gz, after ${kibText(pre.afterInteraction?.js.gzipBytes)} vs ${kibText(client.afterInteraction?.js.gzipBytes)} KiB gz${pre.afterInteraction?.hydrationMs == null ? '' : `, hydrated ${pre.afterInteraction.hydrationMs} ms after the input`}`,
    );
    rows.push({ path: route.path, title: route.title, owner: route.owner, area: route.area, prerendered: pre, client });
  }
  return rows;
}

let exitCode = 0;
try {
  if (options.build) {
    log('building: turbo run build (cached), then build:monolith');
    await buildAll();
  }
  const allRoutes = loadRoutes();
  // By default the public routes: the pages that are composed to HTML (the admin is the same app on both sites).
  const routes = options.routes ? selectRoutes(allRoutes, options.routes) : allRoutes.filter((route) => route.area === 'public');

  // The baseline is built (once per commit) before anything is served: the build is the heavy part.
  const baselineTree = options.interactions && options.baseline ? await prepareBaseline(options.baseline, log) : null;

  // The client-rendered site is only for the first loads and Lighthouse.
  const needsClient = options.firstLoads || options.lighthouse;
  log(
    `serving the prerendered site on ${options.port}${needsClient ? ` and the client-rendered site on ${options.port + 1}` : ''} (same builds, fresh demo databases)`,
  );
  const prerendered = await serveFederated(options.port, { prerender: true, label: 'prerendered' });
  cleanups.push(prerendered.stop);
  const client = needsClient ? await serveFederated(options.port + 1, { prerender: false, label: 'client' }) : null;
  if (client) cleanups.push(client.stop);

  const browser = await launchChromium();
  const closeBrowser = () => browser.close();
  cleanups.push(closeBrowser);
  const chromium = browser.version();
  const prerenderedSite = { ...prerendered, label: 'prerendered' as const, session: adminSession(browser, prerendered.baseURL) };
  const sites = client
    ? { prerendered: prerenderedSite, client: { ...client, label: 'client' as const, session: adminSession(browser, client.baseURL) } }
    : null;

  const routeRows = options.firstLoads && sites ? await measureRoutes(browser, sites, routes) : [];
  // The admin shell is the same app on both sites: timed on the prerendered (deployed) one only.
  const switches = options.switch ? await measureSwitches(browser, [prerenderedSite], allRoutes, { repetitions: options.switchRuns, log }) : [];
  // The cheap phone and Lighthouse drive their own Chromium: this one is closed so that they do not compete.
  cleanups.splice(cleanups.indexOf(closeBrowser), 1);
  await closeBrowser();

  let cheapPhone: CheapPhoneResults | null = null;
  if (options.interactions && (options.taps || options.data)) {
    const cheapSites: CheapPhoneSite[] = [];
    if (baselineTree) {
      log(`serving the baseline ${baselineTree.ref} (${baselineTree.sha.slice(0, 10)}) with its own code on ${options.port + 2}`);
      const baselineSite = await serveBaseline(baselineTree, options.port + 2, benchApiEnv);
      cleanups.push(baselineSite.stop);
      cheapSites.push({ label: 'baseline', baseURL: baselineSite.baseURL, proxyPort: options.port + 4 });
    }
    cheapSites.push({ label: 'now', baseURL: prerendered.baseURL, proxyPort: options.port + 3 });
    log(
      `cheap phone: ${options.interactionRuns} runs of each scenario on ${cheapSites.map((site) => `${site.label} (proxy ${site.proxyPort})`).join(' and ')}`,
    );
    cheapPhone = await runCheapPhone(cheapSites, {
      runs: options.interactionRuns,
      taps: options.taps,
      data: options.data,
      baseline: baselineTree && { ref: baselineTree.ref, sha: baselineTree.sha, builtAt: builtAt(baselineTree) },
      log,
    });
  }

  const selected = options.routes;
  const pages = lighthousePages.filter((path) => !selected || selected.includes(path));
  const lighthouse =
    options.lighthouse && sites && pages.length > 0 ? await runLighthouse([sites.prerendered, sites.client], pages, { runs: options.lighthouseRuns, log }) : [];

  // The api benchmark saturates the CPU: the sites are stopped first.
  await cleanUp();
  const api = options.api ? await runApiBench({ log }) : null;

  const require = createRequire(import.meta.url);
  const measured: BenchMeasurements = {
    date,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', loadAverageAtStart, node: process.version, chromium },
    lighthouseVersion: (require('lighthouse/package.json') as { version: string }).version,
    options: {
      routes: options.routes,
      lighthouseRuns: options.lighthouse ? options.lighthouseRuns : 0,
      switchRuns: options.switch ? options.switchRuns : 0,
      build: options.build,
      api: options.api,
      interactionRuns: cheapPhone ? options.interactionRuns : 0,
      baseline: cheapPhone?.baseline?.ref ?? null,
    },
    sites: {
      prerendered: 'the current builds published, public pages composed to HTML (tools/deploy/src/compose), as a release serves them',
      client: 'the same builds published without composed pages: every page is app.html, rendered in the browser',
    },
    method: {
      firstLoad:
        'fresh browser context (empty HTTP cache; admin routes carry the signed-in storage only), desktop viewport, no throttling, route opened directly; beforeInteraction: every JS/CSS/federation-manifest response until the content is visible, the network idle and 2 s more with no input; afterInteraction (cumulative): then a pointer move and a 400 px wheel scroll, #root[data-hydrated] awaited on a composed page (hydrationMs from the input), the network idle and 2 s more; KiB = gzip level 9 of each body',
      copies:
        "on everything loaded after the first input: distinct downloaded JS files containing each marker (copies.ts), plus React renderers registered with a stand-in DevTools hook and the shared package's own instance counts",
      lighthouse:
        'default (mobile) config, simulated throttling, performance only; median run (closest to median FCP and TTI); no input, so a composed page is measured before its app wakes up; both sites are served with their Brotli/gzip copies (scripts/build-options.mjs)',
      switch:
        'in-page time from click on the sidebar entry to the first animation frame where the heading and the list are shown; cold = fresh context, warm = after going back to Users',
    },
    routes: routeRows,
    lighthouse,
    switches,
    api,
    cheapPhone,
  };
  const results = { ...measured, verdicts: verdicts(measured), markerProblems: markerProblems(measured) };

  console.log(formatReport(results));
  const file = writeResults(results);
  console.log(`\nWritten to ${file} (and bench-results/latest.json)`);
  if (results.markerProblems.length > 0) exitCode = 2;
} catch (error) {
  log(`\nThe benchmark broke: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (error instanceof Error && error.cause) log(`caused by: ${error.cause instanceof Error ? error.cause.message : String(error.cause)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
