/** Reading what a build recorded for the gate (scripts/build-record.ts writes it) and its federation manifest. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRecordFile, sharedTypesFile } from '../../../../scripts/build-record';

export interface ShellRoute {
  path: string;
  title: string;
  area: 'public' | 'auth' | 'admin';
  owner: string;
  module: string;
  /** Also loads these modules of its owner when opened (e.g. a page that moves on to another). */
  alsoLoads?: string[];
  /** Opened directly, the page sends the visitor to this path. */
  landsOn?: string;
  /** Not listed for search engines. */
  noindex?: boolean;
  /** The page's h1 is its own words rather than its title. */
  ownHeading?: boolean;
}

export interface ShellProvides {
  singletons: Record<string, string>;
  routes: ShellRoute[];
  chrome: Record<string, { owner: string; module: string }>;
}

export interface BuildRecord {
  sharedVersion: string;
  imports: Record<string, string[]>;
  provides?: ShellProvides;
}

export interface FederationManifest {
  name: string;
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
  exposes?: { name: string; path?: string }[];
}

/** A build as the gate sees it: a build folder or a published version folder. */
export interface GateBuild {
  label: string;
  folder: string;
  record: BuildRecord;
  declarations: () => Record<string, string>;
}

export function readGateBuild(folder: string, label: string): GateBuild {
  const recordFile = join(folder, buildRecordFile);
  if (!existsSync(recordFile)) {
    throw new Error(`${label} carries no ${buildRecordFile} (built before the release gate existed, or not by this workspace's build): rebuild it`);
  }
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as BuildRecord;
  let declarations: Record<string, string> | undefined;
  return {
    label,
    folder,
    record,
    declarations: () => (declarations ??= JSON.parse(readFileSync(join(folder, sharedTypesFile), 'utf8')) as Record<string, string>),
  };
}

export function readFederationManifest(folder: string): FederationManifest | null {
  const file = join(folder, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
  } catch {
    return null;
  }
}

/** Every module a shell loads from one remote: its pages, what they also load, and the chrome it owns. */
export function modulesLoadedFrom(provides: ShellProvides, pkg: string): { routes: ShellRoute[]; chrome: string[]; modules: string[] } {
  const routes = provides.routes.filter((route) => route.owner === pkg);
  const chrome = Object.keys(provides.chrome).filter((key) => provides.chrome[key]?.owner === pkg);
  const modules = [...new Set([...routes.flatMap((route) => [route.module, ...(route.alsoLoads ?? [])]), ...chrome.map((key) => provides.chrome[key]?.module ?? '')])].filter(Boolean);
  return { routes, chrome, modules };
}
