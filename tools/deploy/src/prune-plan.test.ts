import { describe, expect, it } from 'vitest';
import type { ReleaseRecord } from './history';
import { prunableVersions } from './prune-plan';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const record = (version: string, previous: string | null, action: ReleaseRecord['action'], at: Date): ReleaseRecord => ({
  remote: 'mfe-admin-content',
  version,
  previous,
  action,
  at: at.toISOString(),
  by: 'test',
  commit: null,
  contentHash: version,
  needs: { shared: null, react: null },
  gate: { result: 'passed' },
  smoke: { result: 'passed' },
});

describe('prunableVersions', () => {
  // v1 live until day 10, v2 until day 50, v3 since; v4 staged on day 5 and never promoted; v5 staged on day 70.
  const history = [
    record('v1', null, 'publish', day(1)),
    record('v4', null, 'stage', day(5)),
    record('v2', 'v1', 'release', day(10)),
    record('v3', 'v2', 'release', day(50)),
    record('v5', null, 'stage', day(70)),
  ];
  const published = [
    { version: 'v1', publishedAt: day(1) },
    { version: 'v2', publishedAt: day(10) },
    { version: 'v3', publishedAt: day(50) },
    { version: 'v4', publishedAt: day(5) },
    { version: 'v5', publishedAt: day(70) },
  ];

  it('keeps what was live in the window, the rollback target and recent stages; removes the rest', () => {
    expect(prunableVersions({ pkg: 'mfe-admin-content', live: 'v3', published, history, since: day(60) })).toEqual(['v1', 'v4']);
  });

  it('keeps a version live at the start of the window even if it was replaced in it', () => {
    expect(prunableVersions({ pkg: 'mfe-admin-content', live: 'v3', published, history, since: day(20) })).toEqual(['v1', 'v4']);
    expect(prunableVersions({ pkg: 'mfe-admin-content', live: 'v3', published, history, since: day(8) })).toEqual(['v4']);
  });
});
