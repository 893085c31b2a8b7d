/**
 * The local mirror of a bucket: a deployment folder the existing release logic runs on
 * unchanged. A pull makes the folder equal to the bucket, downloading only what changed since
 * the last pull (version folders never change, so each is downloaded once), and remembers each
 * object's ETag: the base of the three-way merge when the command pushes.
 */
import { createHash } from 'node:crypto';
import { bucketsFolder } from '@tulia/shared/site-paths';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { ListedObject, ObjectStore } from './object-store';
import { inParallel } from './parallel';
import { cacheControlFor } from './object-headers';
import { isPointerFile } from './pointer-files';

/** What the mirror holds of each object: its ETag when pulled, and the file's size and time then. */
export interface MirroredObject {
  etag: string;
  size: number;
  mtimeMs: number;
}

export interface MirrorState {
  store: string;
  objects: Record<string, MirroredObject>;
}

/** A pull: the objects as they were, and each pointer file's ETag and content (the merge's base). */
export interface Pulled {
  state: MirrorState;
  pointers: Record<string, { etag: string; value: unknown }>;
}

const versionFolderKey = /^(remotes\/[^/]+\/[^/]+|shells\/[^/]+)\//;
/** A file of a published version folder (remotes/<pkg>/<version>/…, shells/<version>/…): immutable. */
export const isVersionKey = (key: string): boolean => versionFolderKey.test(key);

const stateFile = (dir: string): string => join(dir, '.store-state.json');

/**
 * Mirror internals (the state, the locks), leftovers of an interrupted write and a canary's bucket
 * links (made from canary.json wherever the site is served: syncFromTarget) are never objects.
 */
export const isMirrorOnly = (key: string): boolean =>
  key.startsWith(`${bucketsFolder}/`) || key.split('/').some((segment) => segment.startsWith('.') || segment.endsWith('.staging') || segment.endsWith('.tmp'));

/** Every file of the mirror, as keys ('remotes/x/1.0.0/remoteEntry.js'). */
export function localKeys(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((entry) => String(entry).split(sep).join('/'))
    .filter((key) => !isMirrorOnly(key) && statSync(join(dir, key)).isFile())
    .sort();
}

export const md5Of = (file: string): string => createHash('md5').update(readFileSync(file)).digest('hex');

/** Whether the file still holds what was pulled (its time and size, else its bytes against the ETag). */
export function unchangedSincePull(dir: string, key: string, known: MirroredObject | undefined): boolean {
  if (!known) return false;
  const file = join(dir, key);
  if (!existsSync(file)) return false;
  const stat = statSync(file);
  if (stat.size === known.size && stat.mtimeMs === known.mtimeMs) return true;
  return stat.size === known.size && `"${md5Of(file)}"` === known.etag;
}

export function readState(dir: string, store: string): MirrorState {
  try {
    const state = JSON.parse(readFileSync(stateFile(dir), 'utf8')) as MirrorState;
    if (state.store === store) return state;
  } catch {
    // No mirror yet, or an unreadable state: everything is downloaded again.
  }
  return { store, objects: {} };
}

export function saveState(dir: string, state: MirrorState): void {
  const temporary = `${stateFile(dir)}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, stateFile(dir));
}

/** Records a file as the store now holds it (after a download or an upload). */
export function remember(dir: string, state: MirrorState, key: string, etag: string): void {
  const stat = statSync(join(dir, key));
  state.objects[key] = { etag, size: stat.size, mtimeMs: stat.mtimeMs };
}

function writeAtomically(file: string, body: Buffer, time: Date): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, body);
  // The object's time, not the download's: prune falls back on a version folder's time.
  utimesSync(temporary, time, time);
  renameSync(temporary, file);
}

function removeEmptyFolders(dir: string, from: string): void {
  for (let folder = dirname(join(dir, from)); folder.startsWith(dir) && folder !== dir; folder = dirname(folder)) {
    try {
      rmdirSync(folder);
    } catch {
      return; // Not empty.
    }
  }
}

/** A version folder's time is that of its oldest object (what prune reads when the history does not say). */
function dateVersionFolders(dir: string, listed: readonly ListedObject[]): void {
  const oldest = new Map<string, Date>();
  for (const object of listed) {
    const folder = versionFolderKey.exec(object.key)?.[1];
    if (!folder) continue;
    const known = oldest.get(folder);
    if (!known || object.lastModified < known) oldest.set(folder, object.lastModified);
  }
  for (const [folder, time] of oldest) if (existsSync(join(dir, folder))) utimesSync(join(dir, folder), time, time);
}

/**
 * The order a folder that is being served takes new files in: version folders, then the other
 * long-cached files (hashed assets), then pages and pointers; what the store no longer has goes
 * last. A page never names a file that is not there yet.
 */
const phaseOf = (key: string): number => (isVersionKey(key) ? 0 : cacheControlFor(key).includes('immutable') ? 1 : 2);

/** Makes `dir` equal to the store: downloads what changed, removes what the store no longer has. */
export async function pullMirror(store: ObjectStore, dir: string): Promise<Pulled> {
  mkdirSync(dir, { recursive: true });
  const state = readState(dir, store.label);
  const listed = (await store.list()).filter((object) => !isMirrorOnly(object.key));
  const inStore = new Set(listed.map((object) => object.key));
  const objects: Record<string, MirroredObject> = {};
  const pointers: Pulled['pointers'] = {};
  const stale: ListedObject[][] = [[], [], []];
  for (const object of listed) {
    const known = state.objects[object.key];
    if (known && known.etag === object.etag && !isPointerFile(object.key) && unchangedSincePull(dir, object.key, known)) objects[object.key] = known;
    else stale[phaseOf(object.key)]?.push(object);
  }
  state.objects = objects;
  for (const phase of stale) {
    await inParallel(phase, 16, async (object) => {
      const fetched = await store.get(object.key);
      if (!fetched) {
        // Deleted since the listing (a prune): as if it had not been listed.
        rmSync(join(dir, object.key), { force: true });
        return;
      }
      writeAtomically(join(dir, object.key), fetched.body, fetched.lastModified);
      remember(dir, state, object.key, fetched.etag);
      if (isPointerFile(object.key)) pointers[object.key] = { etag: fetched.etag, value: JSON.parse(fetched.body.toString('utf8')) as unknown };
    });
  }
  for (const key of localKeys(dir)) {
    if (inStore.has(key)) continue;
    rmSync(join(dir, key), { force: true });
    removeEmptyFolders(dir, key);
  }
  dateVersionFolders(dir, listed);
  saveState(dir, state);
  return { state, pointers };
}
