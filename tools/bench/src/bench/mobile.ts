// The cheap phone of the interaction and data scenarios: Lighthouse's mobile profile (a Moto G
// Power on a slow 4G line): 150 ms round trip, 1.6 Mbps down, 750 Kbps up, the CPU 4× slower.
// The line is throttled at the bench's proxy (byte-proxy.ts says why); the CPU by Chromium.
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Throttling } from './byte-proxy';

export const mobileProfile = {
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
} as const;

export const mobileThrottling: Throttling = {
  latencyMs: mobileProfile.rttMs,
  downloadBytesPerSecond: (mobileProfile.downloadKbps * 1024) / 8,
  uploadBytesPerSecond: (mobileProfile.uploadKbps * 1024) / 8,
};

const mobileUserAgent = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** A phone held upright: the screen of Lighthouse's mobile profile, touch, mobile user agent. */
export const phone: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: mobileUserAgent,
  serviceWorkers: 'allow',
};

/**
 * The same phone's CPU and line, but a window wide enough for the desktop navigation (the
 * Download App menu is only there): a cheap laptop with a touch screen.
 */
export const wideTouch: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: true,
  serviceWorkers: 'allow',
};

/** Slows the page's CPU down; set before it loads, it holds across its navigations. */
export async function throttleCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: mobileProfile.cpuSlowdown });
}
