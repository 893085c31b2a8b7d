// npm run measure:first-load [-- /route ...]: serves the current production builds as
// `npm start` does, opens each route in a fresh Chromium context (signed in as the demo admin
// for admin screens) and prints what the first load downloaded until the route's content was
// visible and the network idle: JavaScript and CSS, requests and bytes (raw and gzip -9).
// The measurement itself is bench/first-load.ts, shared with `npm run bench`.
import { launchChromium } from './bench/chromium';
import { firstLoadRow, measureFirstLoad } from './bench/first-load';
import { adHocRoute, loadRoutes } from './bench/routes';
import { serveFederated } from './bench/serve';
import { adminSession } from './bench/session';
import { routePaths } from './paths';

const paths = routePaths(process.argv.slice(2), ['/', '/admin/login']);
const port = Number(process.env.MEASURE_PORT ?? 8188);

const table = loadRoutes();
const routes = paths.map((path) => table.find((route) => route.path === path) ?? adHocRoute(path));

const site = await serveFederated(port);
try {
  const browser = await launchChromium();
  try {
    const session = adminSession(browser, site.baseURL);
    const rows = [];
    for (const route of routes) {
      const storageState = route.signedIn ? await session.storageState() : undefined;
      rows.push(firstLoadRow(route.path, await measureFirstLoad(browser, site.baseURL, route, { storageState, probes: false })));
    }
    console.table(rows);
  } finally {
    await browser.close();
  }
} finally {
  await site.stop();
}
