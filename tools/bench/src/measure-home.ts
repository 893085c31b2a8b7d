// npx tsx tools/bench/src/measure-home.ts [/route ...]
// Serves the current production builds as `npm start` does (the same way as
// measure:first-load), opens each route (default: Home) in a fresh Chromium profile and
// prints its largest contentful paint, layout shift and the JavaScript it downloaded, split by
// who serves it (shell, each remote). Two profiles: desktop on a fast line, and a phone
// (390×844) with 4× slower CPU on a slow 4G line (150 ms, 1.6 Mbit/s down).
// MEASURE_FILES=<owner> also lists that owner's files (e.g. MEASURE_FILES=mfe-public).
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../deploy/src/chromium';
import { bytesByOwner, filesOf, kib, observePaints, profiles, readPaints, upperMedian, type Paints, type Script } from './paints';
import { routePaths } from './paths';
import { servePublishedSite } from './published-site';

const routes = routePaths(process.argv.slice(2), ['/']);
const port = Number(process.env.MEASURE_PORT ?? 8189);
const runs = Number(process.env.MEASURE_RUNS ?? 3);
const executablePath = chromiumExecutable();

let lastScripts: Script[] = [];

const site = await servePublishedSite(port);
try {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  for (const route of routes) {
    for (const profile of profiles) {
      const samples: (Paints & { fcp: number })[] = [];
      let byOwner: ReturnType<typeof bytesByOwner> = {};
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: profile.viewport });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
        if (profile.network) {
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', profile.network);
        }
        await page.addInitScript(observePaints);
        const scripts: Script[] = [];
        page.on('response', async (response) => {
          if (response.request().resourceType() !== 'script') return;
          try {
            scripts.push({ path: new URL(response.url()).pathname, body: await response.body() });
          } catch {
            // no body (redirect)
          }
        });
        await page.goto(`${site.baseURL}${route}`, { waitUntil: 'networkidle', timeout: 120_000 });
        // A throttled CPU can leave the network idle while the page is still being built.
        await page.locator('h1').first().waitFor({ timeout: 120_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        samples.push(await page.evaluate(readPaints));
        lastScripts = scripts;
        byOwner = bytesByOwner(scripts);
        await context.close();
      }
      const lcp = upperMedian(samples.map((s) => s.lcp));
      const cls = upperMedian(samples.map((s) => s.cls));
      const fcp = upperMedian(samples.map((s) => s.fcp));
      console.log(`\n${route} — ${profile.name} (median of ${runs})`);
      console.log(`  FCP ${fcp.toFixed(0)} ms; LCP ${lcp.toFixed(0)} ms on ${samples.find((s) => s.lcp === lcp)?.lcpElement}; CLS ${cls.toFixed(3)}`);
      console.table(Object.entries(byOwner).map(([who, { requests, gzip }]) => ({ served_by: who, 'js requests': requests, 'js gzip KiB': kib(gzip) })));
      if (process.env.MEASURE_FILES) console.table(filesOf(lastScripts, process.env.MEASURE_FILES));
    }
  }
  await browser.close();
} finally {
  site.stop();
}
