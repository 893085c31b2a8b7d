/**
 * Who owns what, in one place: each team's folders, workspaces, end-to-end tests and release
 * units. CODEOWNERS is this list written out (teams.test.ts and every team pipeline check that
 * they agree), and `.ci/team <team>` reads it to know what to run.
 */
import type { RemotePackage } from '../../../deploy/src/remote-packages';

export const teamNames = ['public-site', 'assessment', 'people', 'community', 'content', 'platform'] as const;
export type TeamName = (typeof teamNames)[number];

export const isTeamName = (value: string): value is TeamName => (teamNames as readonly string[]).includes(value);

export interface Team {
  name: TeamName;
  /** The GitHub team CODEOWNERS names. */
  handle: string;
  /** Folders from the repository root, each ending in `/`, that CODEOWNERS gives the team. */
  folders: readonly string[];
  /** npm workspace names (as turbo filters them) the team's pipeline runs, with their dependents. */
  workspaces: readonly string[];
  /** Its end-to-end tests below `e2e/tests/`: folders (ending in `/`) or spec files. */
  e2e: readonly string[];
  /** What its release smoke test stages: a remote, or the shell. */
  releases: readonly (RemotePackage | 'shell')[];
}

/** The platform team owns everything no other team does (the `*` rule), so its list is explicit only where CODEOWNERS needs it. */
export const platform: Team = {
  name: 'platform',
  handle: '@tulia/platform',
  folders: ['shell/', 'shared/', 'api/', 'tools/', 'scripts/', 'ops/', 'docs/', '.ci/', 'e2e/'],
  workspaces: ['shell', '@tulia/shared', 'api', 'e2e', '@tulia/deploy', '@tulia/bench'],
  // The tests of the shell's own screens, of composition across owners and of the release tools
  // (the `deployment` project: they remove remotes, release and roll back).
  e2e: [
    'deployment/',
    'after-site/',
    'security/',
    'accessibility.spec.ts',
    'admin-routes.spec.ts',
    'composition.spec.ts',
    'guard.spec.ts',
    'remote-retry.spec.ts',
    'failure-reports.spec.ts',
    'admin/admin-branch-only.spec.ts',
    'admin/admin-shell-audit.spec.ts',
    'admin/every-list-in-the-address.spec.ts',
    'admin/overview.spec.ts',
    'admin/password-recovery.spec.ts',
    'admin/registration.spec.ts',
    'admin/session.spec.ts',
    'admin/sign-in.spec.ts',
  ],
  releases: ['shell'],
};

export const teams: readonly Team[] = [
  {
    name: 'public-site',
    handle: '@tulia/public-site',
    folders: ['mfe-public/'],
    workspaces: ['mfe-public'],
    // The public pages as HTML and hydrated, offline and for a visitor saving data or leaving fast.
    e2e: ['public/', 'front-door/', 'offline/', 'safety/low-data.spec.ts', 'safety/quick-exit.spec.ts'],
    releases: ['mfe-public'],
  },
  {
    name: 'assessment',
    handle: '@tulia/assessment',
    folders: ['mfe-assessment/'],
    workspaces: ['mfe-assessment'],
    e2e: ['assessment/', 'safety/private-results.spec.ts'],
    releases: ['mfe-assessment'],
  },
  {
    name: 'people',
    handle: '@tulia/people',
    folders: ['mfe-admin-users/'],
    workspaces: ['mfe-admin-users'],
    e2e: ['admin-users/', 'admin/users-resource-layer.spec.ts'],
    releases: ['mfe-admin-users'],
  },
  {
    name: 'community',
    handle: '@tulia/community',
    folders: ['mfe-admin-community/'],
    workspaces: ['mfe-admin-community'],
    e2e: ['admin-community/'],
    releases: ['mfe-admin-community'],
  },
  {
    name: 'content',
    handle: '@tulia/content',
    folders: ['mfe-admin-content/'],
    workspaces: ['mfe-admin-content'],
    // The resource-layer file is mostly Contact Messages (two of its tests are Boma Groups').
    e2e: ['admin-content/', 'admin/community-content-resource-layer.spec.ts'],
    releases: ['mfe-admin-content'],
  },
  platform,
];

export function teamNamed(name: TeamName): Team {
  const team = teams.find((candidate) => candidate.name === name);
  if (!team) throw new Error(`no team ${name}`);
  return team;
}

export type CodeownersRule = readonly [pattern: string, owner: string];

/**
 * The rules CODEOWNERS holds, in order (the last matching rule wins): the platform team by
 * default and on its folders, then each other team's folders and end-to-end tests. The
 * platform's own tests need no line: they sit under `/e2e/`.
 */
export function codeownersRules(list: readonly Team[] = teams): CodeownersRule[] {
  const owner = list.find((team) => team.name === 'platform') ?? platform;
  const rules: CodeownersRule[] = [['*', owner.handle], ...owner.folders.map((folder): CodeownersRule => [`/${folder}`, owner.handle])];
  for (const team of list) {
    if (team === owner) continue;
    for (const folder of team.folders) rules.push([`/${folder}`, team.handle]);
    for (const path of team.e2e) rules.push([`/e2e/tests/${path}`, team.handle]);
  }
  return rules;
}

/** The rules of a CODEOWNERS text: one pattern and its owners a line, comments and blank lines left out. */
export function parseCodeowners(text: string): { pattern: string; owners: string[] }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [pattern = '', ...owners] = line.split(/\s+/);
      return { pattern, owners };
    });
}

/**
 * Whether a CODEOWNERS pattern covers a path (from the repository root, no leading slash). Only
 * the shapes the rules above use are understood; anything else is refused so that a hand-written
 * wildcard cannot slip past the check.
 */
export function patternCovers(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  if (!pattern.startsWith('/') || /[*?[\]!]/.test(pattern)) throw new Error(`CODEOWNERS pattern ${pattern}: only *, /folder/ and /file are checked`);
  const anchored = pattern.slice(1);
  return anchored.endsWith('/') ? path.startsWith(anchored) : path === anchored;
}

/** The owners GitHub gives a path: those of the last rule that covers it. */
export function ownersOf(rules: readonly { pattern: string; owners: readonly string[] }[], path: string): readonly string[] {
  return rules.filter((rule) => patternCovers(rule.pattern, path)).at(-1)?.owners ?? [];
}

/** Whether one of a team's end-to-end entries covers a spec file (given below `e2e/tests/`). */
export const e2eEntryCovers = (entry: string, file: string): boolean => (entry.endsWith('/') ? file.startsWith(entry) : file === entry);

/** The teams whose end-to-end entries cover a spec file. */
export const teamsOfSpec = (file: string, list: readonly Team[] = teams): Team[] =>
  list.filter((team) => team.e2e.some((entry) => e2eEntryCovers(entry, file)));

const glob = (path: string): string => (path.endsWith('/') ? `${path}**` : path);

/** A team's paths as globs: its folders and its end-to-end tests. */
const teamGlobs = (team: Team): string[] => [...team.folders.map(glob), ...team.e2e.map((entry) => glob(`e2e/tests/${entry}`))];

/**
 * The example workflow's path filters (.ci/workflows/team.example.yml), written from the same
 * list: the remote teams' paths (a change matches a team when any of its globs does), and the
 * platform's, everything but those (a change matches when every glob does).
 */
export function workflowFilters(list: readonly Team[] = teams, indent = '            '): { teams: string; platform: string } {
  const others = list.filter((team) => team.name !== 'platform');
  const lines = (name: string, globs: readonly string[]): string[] => [`${indent}${name}:`, ...globs.map((path) => `${indent}  - '${path}'`)];
  return {
    teams: others.flatMap((team) => lines(team.name, teamGlobs(team))).join('\n'),
    platform: lines('platform', ['**', ...others.flatMap(teamGlobs).map((path) => `!${path}`)]).join('\n'),
  };
}
