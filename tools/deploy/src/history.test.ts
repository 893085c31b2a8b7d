import { describe, expect, it } from 'vitest';
import { publicationOf, rollbackTarget, versionsLiveSince, type ReleaseRecord } from './history';

const record = (version: string, previous: string | null, action: ReleaseRecord['action'], at: string): ReleaseRecord => ({
  remote: 'mfe-public',
  version,
  previous,
  action,
  at,
  by: 'test',
  commit: null,
  contentHash: `hash-${version}`,
  needs: { shared: null, react: null },
  gate: { result: 'passed' },
  smoke: { result: 'passed' },
});

const history = [
  record('1', null, 'publish', '2026-01-01T00:00:00Z'),
  record('2', '1', 'release', '2026-02-01T00:00:00Z'),
  record('3', null, 'stage', '2026-03-01T00:00:00Z'),
  record('3', '2', 'promote', '2026-03-02T00:00:00Z'),
  record('2', '3', 'rollback', '2026-03-03T00:00:00Z'),
];

describe('release history', () => {
  it('rolls back to the version live before the current one', () => {
    expect(rollbackTarget(history, 'mfe-public', '2')).toBe('3');
    expect(rollbackTarget(history.slice(0, 4), 'mfe-public', '3')).toBe('2');
    expect(rollbackTarget(history, 'mfe-public', undefined)).toBeNull();
  });

  it('finds the record of a version’s checks (its stage), not its promotion', () => {
    expect(publicationOf(history, 'mfe-public', '3')?.action).toBe('stage');
  });

  it('never takes a canary or its drop for a switch, but keeps a canary that ran for prune', () => {
    const withCanary = [...history, record('4', null, 'stage', '2026-03-04T00:00:00Z'), record('4', null, 'canary', '2026-03-05T00:00:00Z'), record('4', null, 'canary-drop', '2026-03-06T00:00:00Z')];
    expect(rollbackTarget(withCanary, 'mfe-public', '2')).toBe('3');
    expect(versionsLiveSince(withCanary, 'mfe-public', new Date('2026-03-04T12:00:00Z'), '2')).toEqual(new Set(['2', '4']));
  });

  it('names every version live at some moment since a date', () => {
    expect(versionsLiveSince(history, 'mfe-public', new Date('2026-02-15T00:00:00Z'), '2')).toEqual(new Set(['2', '3']));
    expect(versionsLiveSince(history, 'mfe-public', new Date('2026-01-15T00:00:00Z'), '2')).toEqual(new Set(['1', '2', '3']));
  });
});
