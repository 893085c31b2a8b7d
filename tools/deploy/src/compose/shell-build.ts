/**
 * What the composition reads from a deployment folder: the deployed shell's server build
 * (ssr/render-page.mjs, built from shell/src/ssr/render-page.tsx), its copy of the site
 * configuration (ssr/shared/site-config.mjs), the remotes' server modules, and the JSON files
 * written by the builds and the release tools.
 *
 * The shapes are written here rather than imported from the shell's source: the deployed shell
 * may be an older build than the workspace's (parts marked optional arrived later), and the
 * type of shell/src/ssr/render-page.tsx would bring the whole shell, its router and the shared
 * library into this package's type check.
 */
import { readFileSync } from 'node:fs';

/** `RenderedPage` of shell/src/ssr/render-page.tsx. */
export interface RenderedPage {
  /** The content of #root. */
  html: string;
  /** `<style data-emotion=…>` tags: the page's critical CSS. */
  styleTags: string;
}

/** `ComposedPage` of shell/src/ssr/render-page.tsx. */
export interface ComposedPage {
  path: string;
  title: string;
  /** A remote package, or `shell` for the shell's own pages (the 404 page). */
  owner: string;
  module?: string;
  noindex?: boolean;
  /** Since pages that send the visitor on do it in their HTML; an older shell leaves it to the app. */
  landsOn?: string;
}

/** A module of a remote that surrounds every public page (the public layout, the chat widget's button). */
export interface ChromeModule {
  owner: string;
  module: string;
}

/** `ProvidedModule` of shell/src/ssr/render-page.tsx: the component is handed on as the remote's build exports it. */
export interface ProvidedModule extends ChromeModule {
  Component: unknown;
}

/** The exports of the deployed shell's server build that the composition uses. */
export interface ShellRenderer {
  notFoundPath: string;
  composedPages: readonly ComposedPage[];
  /** Since the sign-in is composed; an older shell leaves it to the browser. */
  composedAuthPages?: readonly ComposedPage[];
  adminPaths: readonly string[];
  publicLayout: ChromeModule;
  chatWidget: ChromeModule;
  renderPublicPage(path: string, modules: readonly ProvidedModule[]): Promise<RenderedPage>;
  /** Since the offline helper; an older shell has neither. */
  offlinePage?: { file: string; title: string };
  renderOfflinePage?: () => Promise<RenderedPage>;
}

/** `PageHead` of @tulia/shared/site-config, exported as `pageHead` by an exposed page module. */
export interface PageHead {
  title: string;
  description: string;
}

/** An exposed module's server build (remotes/<owner>/<version>/ssr/<Module>.mjs). */
export interface ServerModule {
  default: unknown;
  pageHead?: PageHead;
  /** The island the page runs as before the app (its script: <version>/islands/<island>.js). */
  island?: string;
}

/** What the documents take from the deployed copy of @tulia/shared/site-config's `siteConfig`. */
export interface SiteFacts {
  productName: string;
  organisation: string;
  supportEmail: string;
  helplineTel: string;
  helplineDisplay: string;
  office: { street: string; city: string };
}

/** An entry of remotes.json, as far as the composition reads it. */
export interface LiveRemote {
  version?: string;
  entry?: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const readJsonFile = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8')) as unknown;

const stringOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** remotes.json: remote package → its live version and the address of its manifest. */
export function liveRemotes(value: unknown): Record<string, LiveRemote> {
  if (!isRecord(value)) throw new Error('remotes.json is not an object');
  const remotes: Record<string, LiveRemote> = {};
  for (const [pkg, entry] of Object.entries(value)) {
    if (!isRecord(entry)) continue;
    remotes[pkg] = { version: stringOrUndefined(entry.version), entry: stringOrUndefined(entry.entry) };
  }
  return remotes;
}

/** ssr/wake-manifest.json (Vite's manifest of the wake-up script's build): the address of its one file. */
export function wakeScriptOf(value: unknown): string {
  const first = isRecord(value) ? Object.values(value)[0] : undefined;
  const file = isRecord(first) ? first.file : undefined;
  if (typeof file !== 'string') throw new Error('ssr/wake-manifest.json names no file');
  return `/${file}`;
}
