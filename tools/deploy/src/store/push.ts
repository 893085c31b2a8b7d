/**
 * Pushes what a command changed in its mirror to the store, in the order that keeps what
 * visitors load whole at every moment: new version folders (`If-None-Match: *`, never
 * overwritten), then the long-cached files they need (the shell's hashed assets), then the
 * pointer files (conditional on the ETag read, merged three ways on a 412: the commit point),
 * then the pages and other re-read files, composed.json last; deletions (prune) at the end.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { composedManifest, type Composition } from '../compose';
import { cacheControlFor, contentTypeFor } from './object-headers';
import type { ObjectStore } from './object-store';
import { inParallel } from './parallel';
import { isVersionKey, localKeys, remember, saveState, unchangedSincePull, type Pulled } from './mirror';
import { pointerFiles, pointerWriteOrder } from './pointer-files';
import { mergePointer, PointerConflict } from './pointer-merge';

/** A published version's file is in the store with other bytes. */
export class ImmutableConflict extends Error {}

export interface PushSummary {
  uploaded: number;
  /** Version files already in the store with the same bytes (a 412 that is fine). */
  alreadyThere: number;
  pointersWritten: string[];
  /** Conditional pointer writes refused (412) and done again on a fresh read. */
  pointerRetries: number;
  deleted: number;
  /** Whether this push carried newly composed pages (composed.json changed). */
  composed: boolean;
}

/**
 * A switch of a remote was gated against the shell live when the command read the store: it
 * is refused if the shell was switched meanwhile (the local logic gates again under its lock).
 */
const checkedAgainst: Readonly<Record<string, readonly string[]>> = { 'remotes.json': ['shell.json'] };

const pointerBody = (value: unknown): Buffer => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
const parsed = (body: Buffer): unknown => JSON.parse(body.toString('utf8'));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const headersOf = (key: string) => ({ contentType: contentTypeFor(key), cacheControl: cacheControlFor(key) });

/** The files composed.json lists, with their compressed copies: uploaded together so that no page of another composition is left among them. */
function composedFiles(dir: string): string[] {
  const file = join(dir, composedManifest);
  if (!existsSync(file)) return [];
  const composition = JSON.parse(readFileSync(file, 'utf8')) as Composition;
  return composition.files.flatMap((name) => [name, `${name}.br`, `${name}.gz`]).filter((name) => existsSync(join(dir, name)));
}

async function putImmutable(store: ObjectStore, dir: string, key: string): Promise<'uploaded' | 'already-there'> {
  const body = readFileSync(join(dir, key));
  if (await store.put(key, body, { ...headersOf(key), ifAbsent: true })) return 'uploaded';
  const there = await store.get(key);
  if (there && there.body.equals(body)) return 'already-there';
  throw new ImmutableConflict(`${store.label}/${key} is already published with other bytes: published versions are never overwritten (publish it as another version)`);
}

async function writePointer(store: ObjectStore, name: string, base: Pulled['pointers'][string] | undefined, ours: unknown): Promise<{ value: unknown; etag: string; retries: number }> {
  const rule = pointerFiles[name] ?? 'swap-per-key';
  let theirs = base;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const value = mergePointer(name, rule, base?.value, ours, theirs?.value);
    const written = await store.put(name, pointerBody(value), { ...headersOf(name), ...(theirs ? { ifMatch: theirs.etag } : { ifAbsent: true }) });
    if (written) return { value, etag: written.etag, retries: attempt };
    // Someone wrote it since: read it again, merge again, try again (after a short, random wait).
    await pause(Math.random() * Math.min(200, 10 * (attempt + 1)));
    const fresh = await store.get(name);
    theirs = fresh ? { etag: fresh.etag, value: parsed(fresh.body) } : undefined;
  }
  throw new Error(`${store.label}/${name} kept changing: 60 conditional writes in a row were refused`);
}

async function refuseIfMoved(store: ObjectStore, name: string, pulled: Pulled): Promise<void> {
  for (const dependency of checkedAgainst[name] ?? []) {
    const read = pulled.pointers[dependency];
    const now = await store.get(dependency);
    const nowValue = now ? parsed(now.body) : undefined;
    if (!isDeepStrictEqual(nowValue, read?.value)) {
      throw new PointerConflict(`${dependency} changed in ${store.label} while this ran (this was checked against ${JSON.stringify(read?.value ?? null)}, it is now ${JSON.stringify(nowValue ?? null)}); nothing was switched. Run it again.`);
    }
  }
}

export async function pushMirror(store: ObjectStore, dir: string, pulled: Pulled): Promise<PushSummary> {
  const { state } = pulled;
  const summary: PushSummary = { uploaded: 0, alreadyThere: 0, pointersWritten: [], pointerRetries: 0, deleted: 0, composed: false };
  const keys = localKeys(dir);
  const present = new Set(keys);
  summary.composed = present.has(composedManifest) && !unchangedSincePull(dir, composedManifest, state.objects[composedManifest]);
  const changed = new Set(keys.filter((key) => !Object.hasOwn(pointerFiles, key) && !unchangedSincePull(dir, key, state.objects[key])));
  if (summary.composed) for (const key of composedFiles(dir)) changed.add(key);
  const removed = Object.keys(state.objects).filter((key) => !present.has(key) && !Object.hasOwn(pointerFiles, key));

  const upload = async (key: string): Promise<void> => {
    const written = await store.put(key, readFileSync(join(dir, key)), headersOf(key));
    if (written) remember(dir, state, key, written.etag);
    summary.uploaded += 1;
  };
  try {
    await inParallel(
      [...changed].filter(isVersionKey),
      8,
      async (key) => {
        const outcome = await putImmutable(store, dir, key);
        summary[outcome === 'uploaded' ? 'uploaded' : 'alreadyThere'] += 1;
      },
    );
    const derived = [...changed].filter((key) => !isVersionKey(key));
    const longCached = derived.filter((key) => cacheControlFor(key).includes('immutable'));
    await inParallel(longCached, 8, upload);

    const names = [...pointerWriteOrder, ...Object.keys(pointerFiles).filter((name) => !pointerWriteOrder.includes(name))];
    for (const name of names) {
      const file = join(dir, name);
      if (!existsSync(file)) continue;
      const ours = parsed(readFileSync(file));
      const base = pulled.pointers[name];
      if (base && isDeepStrictEqual(ours, base.value)) continue;
      await refuseIfMoved(store, name, pulled);
      const written = await writePointer(store, name, base, ours);
      // The mirror holds what the store holds now (the merge), for what follows in this command.
      writeFileSync(file, pointerBody(written.value));
      remember(dir, state, name, written.etag);
      pulled.pointers[name] = { etag: written.etag, value: written.value };
      summary.pointersWritten.push(name);
      summary.pointerRetries += written.retries;
    }

    const reread = derived.filter((key) => !longCached.includes(key) && key !== composedManifest);
    await inParallel(reread, 8, upload);
    if (changed.has(composedManifest)) await upload(composedManifest);

    await store.delete(removed);
    for (const key of removed) delete state.objects[key];
    summary.deleted = removed.length;
  } finally {
    saveState(dir, state);
  }
  return summary;
}
