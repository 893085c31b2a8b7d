/** A releases.json record for a build, with its provenance. */
import { reactVersionOf, sharedVersionOf } from './gate/gate';
import type { CheckResult, ReleaseAction, ReleaseRecord } from './history';
import { releaseCommit, releasedBy } from './provenance';
import type { RemotePackage } from './remote-packages';

export function releaseRecord(input: {
  pkg: RemotePackage | 'shell';
  version: string;
  action: ReleaseAction;
  folder: string;
  contentHash: string;
  gate: CheckResult;
  smoke: CheckResult;
  commit?: string | null;
}): ReleaseRecord {
  return {
    remote: input.pkg,
    version: input.version,
    previous: null,
    action: input.action,
    at: new Date().toISOString(),
    by: releasedBy(),
    commit: input.commit === undefined ? releaseCommit() : input.commit,
    contentHash: input.contentHash,
    needs: { shared: sharedVersionOf(input.folder), react: reactVersionOf(input.folder) },
    gate: input.gate,
    smoke: input.smoke,
  };
}

export const skipped = (reason: string): CheckResult => ({ result: 'skipped', reason });
