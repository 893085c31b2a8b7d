/** Singletons: every shared module a candidate needs must be provided by the shell at a version that satisfies it. */
import semver from 'semver';
import type { FederationManifest } from './build-record';

export function singletonProblems(manifest: FederationManifest, provided: Record<string, string>, shellLabel: string): string[] {
  const problems: string[] = [];
  for (const shared of manifest.shared ?? []) {
    const required = shared.requiredVersion ?? shared.version;
    const version = provided[shared.name];
    if (version === undefined) problems.push(`${shared.name}: needs ${required}, ${shellLabel} provides none`);
    else if (!semver.satisfies(version, required, { includePrerelease: true })) problems.push(`${shared.name}: needs ${required}, ${shellLabel} provides ${version}`);
  }
  return problems;
}
