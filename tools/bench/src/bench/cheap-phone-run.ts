// Runs the cheap-phone scenarios on each site (the baseline and the current build), each through
// its own counting and throttling proxy, the sites taking turns run by run so that a change in
// the machine's load falls on both alike.
import { startByteProxy, type ByteProxy, type VisitBytes } from './byte-proxy';
import { launchChromium } from './chromium';
import { cheapPhoneRows, type CheapPhoneResults, type CheapSite } from './cheap-phone';
import { dataScenarioNames, IDLE_WINDOW_MS, measureData, type DataScenarioName } from './data';
import { mobileProfile, mobileThrottling } from './mobile';
import { measureTap, tapScenarios, type TapSample } from './taps';

export interface CheapPhoneSite {
  label: CheapSite;
  /** The site itself; the scenarios reach it through a proxy on proxyPort. */
  baseURL: string;
  proxyPort: number;
}

export interface CheapPhoneOptions {
  runs: number;
  taps: boolean;
  data: boolean;
  baseline: CheapPhoneResults['baseline'];
  log: (line: string) => void;
}

const ms = (value: number | null | undefined) => (value === null || value === undefined ? '<16' : String(Math.round(value)));

export async function runCheapPhone(sites: readonly CheapPhoneSite[], { runs, taps, data, baseline, log }: CheapPhoneOptions): Promise<CheapPhoneResults> {
  const proxies: { site: CheapPhoneSite; proxy: ByteProxy }[] = [];
  const samples: CheapPhoneResults['samples'] = {};
  for (const site of sites) samples[site.label] = { taps: {}, data: {} };
  const browser = await launchChromium();
  try {
    for (const site of sites) proxies.push({ site, proxy: await startByteProxy(site.proxyPort, site.baseURL, mobileThrottling) });
    if (taps) {
      for (let run = 1; run <= runs; run += 1) {
        for (const scenario of tapScenarios) {
          for (const { site, proxy } of proxies) {
            const sample: TapSample = await measureTap(browser, proxy.baseURL, scenario);
            const bucket = samples[site.label];
            if (bucket) bucket.taps[scenario.name] = [...(bucket.taps[scenario.name] ?? []), sample];
            const responses = Object.entries(sample.responseMs)
              .map(([name, value]) => `${name} ${ms(value)} ms`)
              .join(', ');
            log(
              `tap ${run}/${runs} ${site.label.padEnd(8)} ${scenario.name}: Event Timing ${ms(sample.eventMs)} ms; ${responses}${sample.awakeBeforeTap ? ' (app awake before the tap)' : ''}`,
            );
          }
        }
      }
    }
    if (data) {
      for (let run = 1; run <= runs; run += 1) {
        for (const { site, proxy } of proxies) {
          const visit = await measureData(browser, proxy);
          const bucket = samples[site.label];
          for (const name of dataScenarioNames) {
            const totals: VisitBytes | undefined = visit[name];
            if (!totals || !bucket) continue;
            bucket.data[name] = [...(bucket.data[name] ?? []), totals];
          }
          log(
            `data ${run}/${runs} ${site.label.padEnd(8)} ${dataScenarioNames
              .map((name) => `${name} ${visit[name] ? (visit[name].bytes / 1000).toFixed(1) : '–'} KB`)
              .join('; ')}`,
          );
        }
      }
    }
  } finally {
    for (const { proxy } of proxies) await proxy.stop();
    await browser.close();
  }
  const measuredData: DataScenarioName[] = data ? [...dataScenarioNames] : [];
  return {
    runs,
    profile: `Lighthouse's mobile: ${mobileProfile.rttMs} ms RTT, ${mobileProfile.downloadKbps} Kbps down, ${mobileProfile.uploadKbps} Kbps up (at the bench's proxy, page and service worker alike), CPU ${mobileProfile.cpuSlowdown}× slower (Chromium), 412×823 phone with touch and a mobile user agent (Download App menu: 1280×800 with touch)`,
    method: {
      taps: "fresh browser context per run (empty cache, no service worker), page opened and tapped right after its load event, before anything else woke the app (the FAQ item is scrolled to first, which wakes it); Event Timing: the longest duration (input delay + processing + presentation) among the entries of the tap's interaction (durationThreshold 16, buffered; under 16 ms counts as 16); response: tap → first animation frame in which the DOM condition holds; medians of the runs",
      data: `every response the site sent (status line, headers, body as encoded) to the page and its service worker, counted at the proxy; fresh browser context per run; / idle: ${IDLE_WINDOW_MS / 1000} s from the navigation without input; flows: until their last step is shown and the network has been quiet 2 s; second visit: the same context once the first visit's service worker is ready and the network quiet, ${IDLE_WINDOW_MS / 1000} s without input; medians of the runs; KB = 1,000 bytes`,
    },
    baseline,
    rows: cheapPhoneRows(taps ? tapScenarios : [], measuredData, samples),
    samples,
  };
}
