// npm run bench [-- --routes /,/contact --skip-lighthouse --skip-switch --skip-api --skip-build]
//
// What Module Federation costs, measured side by side in one run: the federated site (the
// current builds published as `npm start` publishes them) against the same pages built as
// one ordinary app (npm run build:monolith), each served by the api on its own port and fresh
// demo database, in the system Chromium. Prints a table (stdout; progress goes to stderr) and
// writes it as JSON to bench-results/. Missed targets do not fail the command; a measurement
// that breaks does (exit 1), and so do copy markers that the baseline does not validate (exit 2).
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { runApiBench } from './api.mjs';
import { buildAll } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { countCopies } from './copies.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { lighthousePages, runLighthouse } from './lighthouse.mjs';
import { parseOptions } from './options.mjs';
import { formatReport, markerProblems, verdicts, writeResults } from './report.mjs';
import { loadRoutes, selectRoutes } from './routes.mjs';
import { serveFederated, serveMonolith } from './serve.mjs';
import { adminSession } from './session.mjs';
import { measureSwitches } from './switch.mjs';

const started = Date.now();
// Other work on the machine skews the timings: recorded with the results.
const loadAverageAtStart = loadavg().map((n) => Number(n.toFixed(2)));
const date = new Date(started).toISOString();
const log = (line) => process.stderr.write(`${line}\n`);
let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Everything started here is stopped here, on success, on errors and on Ctrl-C alike.
const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      log(`cleanup: ${error instanceof Error ? error.message : error}`);
    }
  }
}
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // A second signal does not wait for the cleanup any more.
    if (stopping) process.exit(130);
    stopping = true;
    log(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** @param {import('./first-load.mjs').FirstLoad} load */
function summarise(load) {
  return {
    js: load.js,
    css: load.css,
    meta: load.meta,
    atContent: load.atContent,
    singletons: countCopies(load),
    files: load.downloads.map((download) => ({
      path: new URL(download.url).pathname,
      type: download.type,
      rawBytes: download.body.length,
      gzipBytes: download.gzipBytes,
    })),
  };
}

async function measureRoutes(browser, sites, routes) {
  const rows = [];
  for (const [index, route] of routes.entries()) {
    const row = { path: route.path, title: route.title, owner: route.owner, area: route.area };
    for (const site of sites) {
      const storageState = route.signedIn ? await site.session.storageState() : undefined;
      row[site.label] = summarise(await measureFirstLoad(browser, site.baseURL, route, { storageState }));
    }
    row.jsRatio = row.federated.js.gzipBytes / row.baseline.js.gzipBytes;
    log(
      `first load ${index + 1}/${routes.length} ${route.path.padEnd(26)} JS ${(row.federated.js.gzipBytes / 1024).toFixed(1)} vs ${(row.baseline.js.gzipBytes / 1024).toFixed(1)} KiB gz (${row.jsRatio.toFixed(2)}×), ${row.federated.js.requests} vs ${row.baseline.js.requests} requests`,
    );
    rows.push(row);
  }
  return rows;
}

let exitCode = 0;
try {
  if (options.build) {
    log('building: turbo run build (cached), then build:monolith');
    await buildAll();
  }
  const allRoutes = await loadRoutes();
  const routes = selectRoutes(allRoutes, options.routes);

  log(`serving the federated site on ${options.port} and the baseline on ${options.port + 1} (fresh demo databases)`);
  const federated = await serveFederated(options.port);
  cleanups.push(federated.stop);
  const baseline = await serveMonolith(options.port + 1);
  cleanups.push(baseline.stop);

  const browser = await launchChromium();
  const closeBrowser = () => browser.close();
  cleanups.push(closeBrowser);
  const chromium = browser.version();
  const sites = [federated, baseline].map((site) => ({ ...site, session: adminSession(browser, site.baseURL) }));

  const routeRows = await measureRoutes(browser, sites, routes);
  const switches = options.switch ? await measureSwitches(browser, sites, allRoutes, { repetitions: options.switchRuns, log }) : [];
  // Lighthouse drives its own Chromium: this one is closed so that the two do not compete.
  cleanups.splice(cleanups.indexOf(closeBrowser), 1);
  await closeBrowser();

  const pages = lighthousePages.filter((path) => !options.routes || options.routes.includes(path));
  const lighthouse = options.lighthouse && pages.length > 0 ? await runLighthouse(sites, pages, { runs: options.lighthouseRuns, log }) : [];

  // The api benchmark saturates the CPU: the sites are stopped first.
  await cleanUp();
  const api = options.api ? await runApiBench({ log }) : null;

  const require = createRequire(import.meta.url);
  const results = {
    date,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', loadAverageAtStart, node: process.version, chromium },
    lighthouseVersion: require('lighthouse/package.json').version,
    options: {
      routes: options.routes,
      lighthouseRuns: options.lighthouse ? options.lighthouseRuns : 0,
      switchRuns: options.switch ? options.switchRuns : 0,
      build: options.build,
      api: options.api,
    },
    method: {
      firstLoad: 'fresh browser context (empty HTTP cache; admin routes carry the signed-in storage only), route opened directly, every JS/CSS/federation-manifest response recorded until the content is visible, the network idle and 500 ms more; KiB = gzip level 9 of each body',
      copies: 'distinct downloaded JS files containing each marker (copies.mjs), plus React renderers registered with a stand-in DevTools hook and the shared package\'s own instance counts',
      lighthouse: 'default (mobile) config, simulated throttling, performance only; median run (closest to median FCP and TTI); both builds are served with their Brotli/gzip copies (scripts/build-options.mjs)',
      switch: 'in-page time from click on the sidebar entry to the first animation frame where the heading and the list are shown; cold = fresh context, warm = after going back to Users',
    },
    routes: routeRows,
    lighthouse,
    switches,
    api,
  };
  results.verdicts = verdicts(results);
  results.markerProblems = markerProblems(results);

  console.log(formatReport(results));
  const file = writeResults(results);
  console.log(`\nWritten to ${file} (and bench-results/latest.json)`);
  if (results.markerProblems.length > 0) exitCode = 2;
} catch (error) {
  log(`\nThe benchmark broke: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  if (error instanceof Error && error.cause) log(`caused by: ${error.cause instanceof Error ? error.cause.message : error.cause}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
