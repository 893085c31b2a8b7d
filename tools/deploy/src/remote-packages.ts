/** The remotes, declared once (scripts/federation.ts) and read here by the release tools. */
import { remoteNames, type RemotePackage } from '../../../scripts/federation';

export { remoteNames, type RemotePackage };

export const remotePackages = Object.keys(remoteNames) as RemotePackage[];

export const isRemotePackage = (value: string): value is RemotePackage => value in remoteNames;

/** Remotes whose code is in the composed HTML (the public layout, the public pages). */
export const composingRemotes: readonly RemotePackage[] = ['mfe-public', 'mfe-assessment'];
export const composesPages = (pkg: RemotePackage | 'shell'): boolean => pkg === 'shell' || composingRemotes.includes(pkg);

/** A version name as it appears in a folder name and an address: letters, digits and `.+-_`. */
export const isVersionName = (version: string): boolean => /^[\w.+-]+$/.test(version) && !version.startsWith('.');
