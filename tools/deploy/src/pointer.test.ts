import { describe, expect, it } from 'vitest';
import { PointerMoved, remoteEntryFor, switchPointer } from './pointer';

describe('switchPointer', () => {
  const live = { 'mfe-public': remoteEntryFor('mfe_public', 'mfe-public', '1.0.0-a'), 'mfe-assessment': remoteEntryFor('mfe_assessment', 'mfe-assessment', '1.0.0-b') };

  it('switches when the live version is the one the release read, and keeps every other remote', () => {
    const next = switchPointer(live, 'mfe-public', '1.0.0-a', remoteEntryFor('mfe_public', 'mfe-public', '1.1.0-c'));
    expect(next['mfe-public']).toEqual({ name: 'mfe_public', version: '1.1.0-c', entry: '/remotes/mfe-public/1.1.0-c/mf-manifest.json' });
    expect(next['mfe-assessment']).toBe(live['mfe-assessment']);
  });

  it('refuses when someone else switched the remote meanwhile (compare-and-swap)', () => {
    expect(() => switchPointer(live, 'mfe-public', '0.9.0-z', remoteEntryFor('mfe_public', 'mfe-public', '1.1.0-c'))).toThrow(PointerMoved);
  });

  it('takes a first release of a remote only when none was live', () => {
    expect(switchPointer({}, 'mfe-public', null, remoteEntryFor('mfe_public', 'mfe-public', '1.0.0-a'))['mfe-public']?.version).toBe('1.0.0-a');
    expect(() => switchPointer(live, 'mfe-public', null, remoteEntryFor('mfe_public', 'mfe-public', '1.0.0-a'))).toThrow(PointerMoved);
  });
});
