/**
 * The preview in this browser: reads `?preview=` (once, at start, and takes it out of the
 * address), keeps the previews in localStorage, checks them against the deployment's
 * versions.json before the remotes are registered, and tells the banner what is previewed.
 * An ordinary visit (nothing asked, nothing stored) fetches nothing.
 */
import {
  NO_PREVIEWS,
  parsePreviewRequest,
  parseVersionsManifest,
  readStoredOverrides,
  resolveOverrides,
  withoutPreviewParam,
  type PreviewOverrides,
  type VersionsManifest,
} from './preview-override';
import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from './preview-protocol';

let request: { value: string | null } | undefined;
let active: PreviewOverrides = NO_PREVIEWS;
const listeners = new Set<() => void>();

// Refused previews are told with console.info only: a stale or mistyped link is no error of the site.
const tell = (message: string) => console.info(`[preview] ${message}`);

function readStorage(): string | null {
  try {
    return localStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(previews: PreviewOverrides): void {
  try {
    if (Object.keys(previews).length === 0) localStorage.removeItem(PREVIEW_STORAGE_KEY);
    else localStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(previews));
  } catch {
    // Storage refused (private mode): the preview lasts for this page only.
  }
}

function setActive(next: PreviewOverrides): void {
  active = Object.keys(next).length === 0 ? NO_PREVIEWS : next;
  for (const listener of listeners) listener();
}

/**
 * The `preview` parameter of the address this page was opened with; the first call takes it out
 * of the address (the rest of it kept), before the router reads it, so that a copied link does
 * not pass the preview on.
 */
export function takePreviewRequest(): string | null {
  if (request) return request.value;
  const { search, pathname, hash } = window.location;
  request = { value: new URLSearchParams(search).get(PREVIEW_PARAM) };
  if (request.value !== null) {
    try {
      history.replaceState(history.state, '', `${pathname}${withoutPreviewParam(search, PREVIEW_PARAM)}${hash}`);
    } catch {
      // The address keeps the parameter; the preview works all the same.
    }
  }
  return request.value;
}

/** Whether this page may run under a preview (one is asked for or stored), before anything is checked. */
export function previewPossible(): boolean {
  return takePreviewRequest() !== null || readStorage() !== null;
}

async function fetchVersions(): Promise<VersionsManifest | null> {
  try {
    const response = await fetch('/versions.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`versions.json answered ${response.status}`);
    return parseVersionsManifest(await response.json());
  } catch (error) {
    tell(`versions.json could not be read, the live versions load (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
}

/**
 * The previews to apply, given the remotes remotes.json lists; never rejects (anything refused
 * means the live version). Stored previews that expired or are no longer listed are forgotten.
 */
export async function resolvePreviews(remotes: readonly string[], now: number = Date.now()): Promise<PreviewOverrides> {
  const asked = takePreviewRequest();
  const parsed = parsePreviewRequest(asked);
  if (asked !== null && !parsed) tell(`"${asked}" is not <remote>@<version>; ignored`);
  const raw = readStorage();
  const stored = readStoredOverrides(raw, now);
  if (!parsed && Object.keys(stored).length === 0) {
    if (raw !== null) writeStorage(NO_PREVIEWS);
    setActive(NO_PREVIEWS);
    return NO_PREVIEWS;
  }
  const versions = await fetchVersions();
  if (!versions) {
    setActive(NO_PREVIEWS);
    return NO_PREVIEWS;
  }
  const previews = resolveOverrides({ request: parsed, stored, remotes, versions, now });
  if (parsed && previews[parsed.pkg]?.version !== parsed.version) {
    tell(`${parsed.pkg}@${parsed.version} is not a published version of a remote of this site; ignored`);
  }
  for (const [pkg, { version }] of Object.entries(stored)) {
    if (!previews[pkg]) tell(`${pkg}@${version} is no longer published; its preview ended`);
  }
  writeStorage(previews);
  setActive(previews);
  return active;
}

/** The previews applied on this page (empty until resolvePreviews has run). */
export const activePreviews = (): PreviewOverrides => active;

export function subscribePreviews(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Ends every preview of this browser and loads the page again, with the live versions. */
export function endPreview(reload: () => void = () => window.location.reload()): void {
  writeStorage(NO_PREVIEWS);
  setActive(NO_PREVIEWS);
  reload();
}
