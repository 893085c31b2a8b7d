/**
 * The pointer switch as compare-and-swap: a release reads the live version when it starts and
 * switches only if it is still the one live when it holds the lock, so that a concurrent switch
 * of the same remote is never silently overwritten.
 */
export interface RemoteEntry {
  name: string;
  version: string;
  entry: string;
}

export type RemotesJson = Record<string, RemoteEntry>;

export class PointerMoved extends Error {}

export function switchPointer(remotes: RemotesJson, pkg: string, expected: string | null, next: RemoteEntry): RemotesJson {
  const current = remotes[pkg]?.version ?? null;
  if (current !== expected) {
    throw new PointerMoved(`${pkg} was switched from ${expected ?? 'none'} to ${current ?? 'none'} by someone else while this ran; nothing was switched. Run it again.`);
  }
  return { ...remotes, [pkg]: next };
}

export const remoteEntryFor = (name: string, pkg: string, version: string): RemoteEntry => ({
  name,
  version,
  entry: `/remotes/${pkg}/${version}/mf-manifest.json`,
});
