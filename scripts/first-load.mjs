// npm run measure:first-load [-- /route ...]: serves the current production builds as
// `npm start` does, opens each route in a fresh Chromium context (signed in as the demo admin
// for admin screens) and prints what the first load downloaded until the route's content was
// visible and the network idle: JavaScript and CSS, requests and bytes (raw and gzip -9).
// The measurement itself is scripts/bench/first-load.mjs, shared with `npm run bench`.
import { measureFirstLoad } from './bench/first-load.mjs';
import { launchChromium } from './bench/chromium.mjs';
import { adHocRoute, loadRoutes } from './bench/routes.mjs';
import { serveFederated } from './bench/serve.mjs';
import { adminSession } from './bench/session.mjs';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (paths.length === 0) paths.push('/', '/admin/login');
const port = Number(process.env.MEASURE_PORT ?? 8188);

const table = await loadRoutes();
const routes = paths.map((path) => table.find((route) => route.path === path) ?? adHocRoute(path));
const kib = (bytes) => (bytes / 1024).toFixed(1);

const site = await serveFederated(port);
try {
  const browser = await launchChromium();
  try {
    const session = adminSession(browser, site.baseURL);
    const rows = [];
    for (const route of routes) {
      const storageState = route.signedIn ? await session.storageState() : undefined;
      const { js, css } = await measureFirstLoad(browser, site.baseURL, route, { storageState, probes: false });
      rows.push({
        route: route.path,
        'js requests': js.requests,
        'js KiB': kib(js.rawBytes),
        'js gzip KiB': kib(js.gzipBytes),
        'css requests': css.requests,
        'css gzip KiB': kib(css.gzipBytes),
      });
    }
    console.table(rows);
  } finally {
    await browser.close();
  }
} finally {
  await site.stop();
}
