import { expect, type Locator, type Page } from '@playwright/test';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemotePackage } from '../../shell/src/routes/route-table';
import { withDeploymentLock } from '../../tools/deploy/src/lock';
import { readRemotesJson, removeCompressedCopies } from './deployment';
import { e2eDeployDir } from './environment';
import { wakeUp } from './wake';

// Remote versions with one fault each, published into the e2e deployment WITHOUT the release's
// checks (a version forced past the gate): the live version's files, doctored in place of a
// rebuild, so that the fault is the only difference. A published version is loaded only by a
// browser that asks for it (`?preview=<pkg>@<version>`) or by a canary that names it: other tests
// keep seeing the live versions.

export type Fault = 'missing-expose' | 'render' | 'handler';

/** Every faulty version's name starts so: a failure counted for one of them was made on purpose. */
export const FAULTY_VERSION_PREFIX = 'e2e-fault-';

/** A reason every thrown fault carries, to tell it from a real error in a console or a trace. */
export const FAULT_MESSAGE = 'e2e fault, published on purpose';

export interface FaultyVersion {
  pkg: RemotePackage;
  version: string;
  fault: Fault;
  /** The exposed module the fault is in (`PublicLayout` for mfe-public's click handler). */
  module: string;
  /** `?preview=<pkg>@<version>`: appended to a path, the page loads this version in this browser only. */
  previewQuery: string;
  /** Removes the version folder and takes it out of versions.json; safe to call twice. */
  remove: () => Promise<void>;
}

const text = (file: string) => readFileSync(file, 'utf8');

/** Writes a doctored file; its Brotli and gzip copies would still hold the original. */
function rewrite(file: string, content: string): void {
  writeFileSync(file, content);
  removeCompressedCopies(file);
}

/** The single match of `pattern` in `code`, or an error naming what is no longer in the build. */
function onlyMatch(code: string, pattern: RegExp, what: string): RegExpExecArray {
  const matches = [...code.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))];
  if (matches.length !== 1 || !matches[0]) throw new Error(`faulty build: ${what} found ${matches.length} times, not once (has the build changed?)`);
  return matches[0];
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** remoteEntry.js's entry for an exposed module: `"./Name":async()=>{… import(`./assets/Name-hash.js`) …}`. */
const exposeEntry = (module: string) => new RegExp(`"\\./${escapeRegExp(module)}":async\\(\\)=>\\{[^}]*?import\\(\`\\./(assets/[^\`]+\\.js)\`\\)`);

/**
 * Missing expose: the build no longer exposes `module` (as if it had been renamed): its entry in
 * remoteEntry.js is renamed and it is taken out of mf-manifest.json. The shell's load fails after
 * its retries with the federation's "does not exist in container" error (phase `module`).
 */
export function withdrawExpose(build: string, module: string): void {
  const entryFile = join(build, 'remoteEntry.js');
  const entry = text(entryFile);
  onlyMatch(entry, exposeEntry(module), `the expose ./${module} in remoteEntry.js`);
  rewrite(entryFile, entry.replace(`"./${module}":async`, `"./${module}Withdrawn":async`));
  const manifestFile = join(build, 'mf-manifest.json');
  const manifest = JSON.parse(text(manifestFile)) as { exposes: Array<{ name: string }> };
  manifest.exposes = manifest.exposes.filter((expose) => expose.name !== module);
  rewrite(manifestFile, JSON.stringify(manifest));
}

/**
 * Render error: `module` is replaced, in the browser's code, by a small ES module whose component
 * throws when React renders it (remoteEntry.js imports that file instead of the module's chunk).
 * Its boundary catches the error (phase `render`, the calm message shown). The server's code
 * (ssr/) is left as it was: the fault is for browsers that load this version themselves.
 */
export function throwOnRender(build: string, module: string): void {
  const entryFile = join(build, 'remoteEntry.js');
  const entry = text(entryFile);
  const [whole, chunk] = onlyMatch(entry, exposeEntry(module), `the expose ./${module} in remoteEntry.js`);
  if (!chunk) throw new Error(`faulty build: no chunk for ./${module}`);
  const faulty = `assets/e2e-fault-${module}.js`;
  writeFileSync(
    join(build, faulty),
    `// ${FAULT_MESSAGE}: this module's component throws when it renders.\nexport default function ${module}() {\n  throw new Error(${JSON.stringify(`${FAULT_MESSAGE}: ${module} cannot render`)});\n}\n`,
  );
  rewrite(entryFile, entry.replace(whole, whole.replace(`./${chunk}`, `./${faulty}`)));
}

/**
 * The control whose click handler throws in a `handler` fault, by remote. mfe-public: the header's
 * "Download App" button (the menu of store links on wide screens, in the public layout: on `/`
 * and every public page). Its built handler is found by the props the button is rendered with.
 */
const clickFaults: Partial<Record<RemotePackage, { module: string; props: RegExp; control: (page: Page) => Locator }>> = {
  'mfe-public': {
    module: 'PublicLayout',
    props: /onClick:([\w$]+)(,children:\[`Download App`)/,
    control: (page) => page.getByRole('banner').getByRole('button', { name: 'Download App', exact: true }),
  },
};

/**
 * Click-handler error: the control's onClick (clickFaults) throws instead of doing its work, in
 * the browser's code only. The page renders and hydrates as the live version's does (the server's
 * code and every rendered attribute are untouched); only the click throws, from this version's
 * folder, so the stack points into `/remotes/<pkg>/<version>/` and the shell reports phase
 * `handler` with `calm_message_shown: false`. A second click throws again; the shell reports one.
 */
export function throwOnClick(build: string, pkg: RemotePackage): void {
  const fault = clickFaults[pkg];
  if (!fault) throw new Error(`faulty build: no click handler fault for ${pkg} (only ${Object.keys(clickFaults).join(', ')})`);
  const assets = join(build, 'assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.js') && fault.props.test(text(join(assets, name))));
  if (files.length !== 1 || !files[0])
    throw new Error(`faulty build: the click handler of ${pkg} found in ${files.length} files, not one (has the build changed?)`);
  const file = join(assets, files[0]);
  const code = text(file);
  const [whole, , rest] = onlyMatch(code, fault.props, `the click handler of ${pkg}`);
  const thrower = `onClick:()=>{throw new Error(${JSON.stringify(`${FAULT_MESSAGE}: a click handler of ${pkg} throws`)})}`;
  rewrite(file, code.replace(whole, `${thrower}${rest ?? ''}`));
}

/**
 * Clicks the control whose handler throws in `publishFaultyVersion(pkg, 'handler')`, on a page
 * that loads that version (through the preview, or from HTML composed from it): for mfe-public,
 * the header's "Download App" button on `/` (or any public page). The viewport must be at least
 * 992 px wide (the header shows that button from Chakra's `lg` up; Playwright's default 1280×720
 * does). Wakes the page up (support/wake.ts), then waits until React has taken the button over
 * (hydrated, or rendered in the browser under a preview): the HTML's button runs no handler.
 */
export async function clickFaultyControl(page: Page, pkg: RemotePackage = 'mfe-public'): Promise<void> {
  const fault = clickFaults[pkg];
  if (!fault) throw new Error(`no click handler fault for ${pkg}`);
  // A page composed to HTML loads the app on a visitor's first sign of life (a pointer move).
  await wakeUp(page);
  const control = fault.control(page);
  await expect(control).toBeVisible({ timeout: 30_000 });
  // React keeps a node's props under `__reactProps$<id>`: there once React owns the node, and the
  // handler runs from them.
  await expect.poll(() => control.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), { timeout: 30_000 }).toBe(true);
  await control.click();
}

/** versions.json of the e2e deployment, as text (to check that it was put back as it was). */
export const readVersionsJson = (): string => text(join(e2eDeployDir, 'versions.json'));

/** versions.json as tools/deploy/src/publish.ts writes it: remote → its published versions, sorted. */
function updateVersionsList(pkg: RemotePackage, change: (versions: string[]) => string[]): void {
  const file = join(e2eDeployDir, 'versions.json');
  const all = existsSync(file) ? (JSON.parse(text(file)) as Record<string, string[]>) : {};
  all[pkg] = change(all[pkg] ?? []).sort();
  const temporary = `${file}.${process.pid}.e2e.tmp`;
  writeFileSync(temporary, `${JSON.stringify(all, null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * Publishes a copy of `pkg`'s live version with one fault (withdrawExpose, throwOnRender or
 * throwOnClick) as version `e2e-fault-<fault>-<time>`, under `remotes/<pkg>/<version>/`, and lists
 * it in versions.json so that `?preview=<pkg>@<version>` (FaultyVersion.previewQuery) or a canary
 * may load it. No gate, no smoke test, no record in releases.json. `module` names the exposed module
 * to break for 'missing-expose' and 'render'; 'handler' breaks the control of clickFaults
 * (mfe-public: the header's "Download App" button, see clickFaultyControl). The api accepts
 * reports for the version within 10 s of this (it re-reads versions.json at most that often;
 * remote-events.ts apiKnowsVersion tells when). Always call remove() (in a finally).
 */
export async function publishFaultyVersion(pkg: RemotePackage, fault: Fault, module?: string): Promise<FaultyVersion> {
  const live = readRemotesJson()[pkg]?.version;
  if (!live) throw new Error(`${pkg} is not deployed`);
  const broken = fault === 'handler' ? clickFaults[pkg]?.module : module;
  if (!broken)
    throw new Error(fault === 'handler' ? `no click handler fault for ${pkg}` : `publishFaultyVersion(${pkg}, '${fault}') needs the module to break`);
  const version = `${FAULTY_VERSION_PREFIX}${fault}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const folder = join(e2eDeployDir, 'remotes', pkg, version);
  // A folder whose name holds `.staging` is never listed as a version (publish.ts): the doctored
  // copy appears whole, with one rename, as a release's does.
  const staging = `${folder}.${process.pid}.staging`;
  cpSync(join(e2eDeployDir, 'remotes', pkg, live), staging, { recursive: true });
  try {
    if (fault === 'missing-expose') withdrawExpose(staging, broken);
    else if (fault === 'render') throwOnRender(staging, broken);
    else throwOnClick(staging, pkg);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  // Under the deployment's lock, as every writer of versions.json: a release meanwhile loses nothing.
  await withDeploymentLock(e2eDeployDir, () => {
    renameSync(staging, folder);
    updateVersionsList(pkg, (versions) => [...versions.filter((name) => name !== version), version]);
  });
  const remove = () =>
    withDeploymentLock(e2eDeployDir, () => {
      // Only this version is taken out: anything published meanwhile stays listed.
      updateVersionsList(pkg, (versions) => versions.filter((name) => name !== version));
      rmSync(folder, { recursive: true, force: true });
    });
  return { pkg, version, fault, module: broken, previewQuery: `?preview=${pkg}@${version}`, remove };
}
