/**
 * The compatibility gate: a remote build against a shell build (both as published), in the three
 * ways that break a page at run time without an error at build time: a module the shell loads is
 * not exposed, a singleton the remote needs is not provided at a satisfying version, and a name
 * or signature of `@tulia/shared` the remote imports is not in the shell's copy. No browser; seconds.
 */
import { join } from 'node:path';
import { liveShellVersion, versionFolder } from '../publish';
import { remoteNames, type RemotePackage } from '../remote-packages';
import { modulesLoadedFrom, readFederationManifest, readGateBuild, type GateBuild, type ShellProvides } from './build-record';
import { exposeProblems } from './exposes';
import { sharedApiFindings, sharedApiProblems, type SharedApiFinding } from './shared-api';
import { singletonProblems } from './singletons';

export interface ShellBuild {
  version: string;
  build: GateBuild;
  provides: ShellProvides;
  /** "the live shell 1.0.0-3f2a9c1e (@tulia/shared 1.0.0+9f6251cd)" */
  label: string;
}

export function shellBuild(folder: string, version: string, role: string): ShellBuild {
  const build = readGateBuild(folder, `${role} ${version}`);
  if (!build.record.provides) throw new Error(`${role} ${version} does not say what it provides (tulia/build.json has no "provides")`);
  return { version, build, provides: build.record.provides, label: `${role} ${version} (@tulia/shared ${build.record.sharedVersion})` };
}

/** The shell that visitors load now, as published with what it provides. */
export function liveShell(deployDir: string): ShellBuild {
  const version = liveShellVersion(deployDir);
  if (!version) throw new Error(`${deployDir} has no live shell (shell.json): publish one first (npm run release -- shell)`);
  return shellBuild(versionFolder(deployDir, 'shell', version), version, 'the live shell');
}

export interface RemoteCandidate {
  pkg: RemotePackage;
  /** A build folder or a published version folder. */
  folder: string;
  version: string;
}

/** What is wrong with running `candidate` under `shell`: empty when compatible. */
export function remoteGateProblems(candidate: RemoteCandidate, shell: ShellBuild, options: { exposes?: boolean } = {}): string[] {
  const label = `${candidate.pkg} ${candidate.version}`;
  const problems: string[] = [];
  if (options.exposes !== false) {
    const { modules } = modulesLoadedFrom(shell.provides, candidate.pkg);
    problems.push(...exposeProblems(candidate.folder, remoteNames[candidate.pkg], modules).map((problem) => `${problem} (${shell.label} loads it)`));
  }
  const manifest = readFederationManifest(candidate.folder);
  if (manifest) problems.push(...singletonProblems(manifest, shell.provides.singletons, shell.label));
  let build: GateBuild;
  try {
    build = readGateBuild(candidate.folder, label);
  } catch (error) {
    return [...problems, error instanceof Error ? error.message : String(error)];
  }
  problems.push(...sharedApiFor(shell, build, label));
  return problems;
}

export const sharedVersionOf = (folder: string): string | null => {
  try {
    return readGateBuild(folder, folder).record.sharedVersion;
  } catch {
    return null;
  }
};

export const reactVersionOf = (folder: string): string | null =>
  readFederationManifest(folder)?.shared?.find((shared) => shared.name === 'react')?.version ??
  (() => {
    try {
      return readGateBuild(folder, folder).record.provides?.singletons.react ?? null;
    } catch {
      return null;
    }
  })();

export const publishedRemoteFolder = (deployDir: string, pkg: RemotePackage, version: string): string => join(deployDir, 'remotes', pkg, version);

/**
 * A shell against every live remote and every remote's rollback target (a shell must not make a
 * rollback impossible): what each imports it must provide; what it loads, the live ones must expose.
 */
export function shellGateProblems(deployDir: string, candidate: ShellBuild, remotes: Partial<Record<RemotePackage, string>>, rollbackTargets: Partial<Record<RemotePackage, string>>): { problems: string[]; checked: string[] } {
  const problems: string[] = [];
  const checked: string[] = [];
  warmSharedApiChecks(deployDir, candidate, remotes, rollbackTargets);
  for (const [pkg, live] of Object.entries(remotes) as [RemotePackage, string][]) {
    const targets: [string, 'live' | 'rollback target'][] = [[live, 'live']];
    const back = rollbackTargets[pkg];
    if (back && back !== live) targets.push([back, 'rollback target']);
    for (const [version, role] of targets) {
      checked.push(`${pkg} ${version}`);
      const found = remoteGateProblems({ pkg, folder: publishedRemoteFolder(deployDir, pkg, version), version }, candidate, { exposes: role === 'live' });
      problems.push(...found.map((problem) => `${pkg} ${version} (${role}): ${problem}`));
    }
  }
  return { problems, checked };
}

/**
 * Remotes built from one commit share one `@tulia/shared` version: one compiler run checks all
 * their imports at once (the union), and each remote's own check is then answered from it.
 */
function warmSharedApiChecks(deployDir: string, candidate: ShellBuild, remotes: Partial<Record<RemotePackage, string>>, rollbackTargets: Partial<Record<RemotePackage, string>>): void {
  const groups = new Map<string, { build: GateBuild; imports: Record<string, Set<string>> }>();
  for (const [pkg, version] of [...Object.entries(remotes), ...Object.entries(rollbackTargets)] as [RemotePackage, string][]) {
    let build: GateBuild;
    try {
      build = readGateBuild(publishedRemoteFolder(deployDir, pkg, version), `${pkg} ${version}`);
    } catch {
      continue;
    }
    const group = groups.get(build.record.sharedVersion) ?? { build, imports: {} };
    for (const [subpath, names] of Object.entries(build.record.imports)) {
      const all = (group.imports[subpath] ??= new Set<string>());
      for (const name of names) all.add(name);
    }
    groups.set(build.record.sharedVersion, group);
  }
  for (const [version, group] of groups) {
    const imports = Object.fromEntries(Object.entries(group.imports).map(([subpath, names]) => [subpath, [...names]]));
    const findings = sharedApiFindings(
      { version: candidate.build.record.sharedVersion, declarations: candidate.build.declarations, label: candidate.label },
      { version, declarations: group.build.declarations, imports, label: `the remotes built with @tulia/shared ${version}` },
    );
    unionFindings.set(`${candidate.build.record.sharedVersion}|${version}`, findings);
  }
}

/** Findings of a union check, by provider and consumer content version (see warmSharedApiChecks). */
const unionFindings = new Map<string, SharedApiFinding[]>();

function sharedApiFor(shell: ShellBuild, build: GateBuild, label: string): string[] {
  const union = unionFindings.get(`${shell.build.record.sharedVersion}|${build.record.sharedVersion}`);
  if (union) {
    const imported = (finding: SharedApiFinding) => {
      const names = build.record.imports[finding.subpath];
      return names !== undefined && (finding.name === undefined || names.includes(finding.name) || names.includes('*'));
    };
    return union.filter(imported).map((finding) => finding.message.replace(`the remotes built with @tulia/shared ${build.record.sharedVersion}`, label));
  }
  return sharedApiProblems(
    { version: shell.build.record.sharedVersion, declarations: shell.build.declarations, label: shell.label },
    { version: build.record.sharedVersion, declarations: build.declarations, imports: build.record.imports, label },
  );
}
