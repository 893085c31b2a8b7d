/**
 * The composed pages against the pointers they were composed from. Two commands composing at
 * once may upload their pages in the wrong order (the later switch's pages first); so after
 * uploading pages a command reads the live pointers again and, while its pages were composed
 * from other versions than those, composes again from a fresh pull and uploads again.
 */
import { join } from 'node:path';
import { composePublicPages, readComposition } from '../compose';
import { readJson } from '../layout';
import { withDeploymentLock } from '../lock';
import type { RemotesJson } from '../pointer';
import { pullMirror } from './mirror';
import type { ObjectStore } from './object-store';
import { pushMirror } from './push';

/** What pages were composed from: the live shell, and the version of each remote that owns pages. */
export interface ComposedFrom {
  shell: string | null;
  remotes: Record<string, string>;
}

export function composedFrom(dir: string): ComposedFrom | null {
  const composition = readComposition(dir);
  if (!composition) return null;
  const remotes = composition.remotes ?? Object.fromEntries(composition.pages.filter((page) => page.owner !== 'shell').map((page) => [page.owner, page.version]));
  return { shell: readJson<{ version?: string }>(join(dir, 'shell.json'), {}).version ?? null, remotes };
}

async function storeJson<T>(store: ObjectStore, key: string, fallback: T): Promise<T> {
  const object = await store.get(key);
  return object ? (JSON.parse(object.body.toString('utf8')) as T) : fallback;
}

/** Whether the store's pointers are still those the pages were composed from. */
export async function composedFromLive(store: ObjectStore, from: ComposedFrom): Promise<boolean> {
  const [remotes, shell] = await Promise.all([storeJson<RemotesJson>(store, 'remotes.json', {}), storeJson<{ version?: string }>(store, 'shell.json', {})]);
  return (shell.version ?? null) === from.shell && Object.entries(from.remotes).every(([pkg, version]) => remotes[pkg]?.version === version);
}

/** Composes and uploads again until the pages uploaded last match the live pointers; returns how many times it composed again. */
export async function settleComposedPages(store: ObjectStore, dir: string, from: ComposedFrom, options: { quiet?: boolean } = {}): Promise<number> {
  let current = from;
  for (let round = 0; round < 10; round += 1) {
    if (await composedFromLive(store, current)) return round;
    const pulled = await pullMirror(store, dir);
    await withDeploymentLock(dir, () => composePublicPages(dir, { quiet: options.quiet }));
    const next = composedFrom(dir);
    if (!next) return round + 1;
    await pushMirror(store, dir, pulled);
    current = next;
  }
  throw new Error(`the pages in ${store.label} were composed again 10 times and still lag the pointers (releases keep switching): run any release command again to compose them`);
}
