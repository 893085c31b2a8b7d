import { describe, expect, it } from 'vitest';
import { root } from '../../../deploy/src/layout';
import { remotePackages } from '../../../deploy/src/remote-packages';
import { e2eSpecFiles, ownershipProblems } from './ownership';
import { codeownersRules, ownersOf, parseCodeowners, patternCovers, teamNamed, teams, teamsOfSpec, workflowFilters, type Team } from './teams';

const withTeam = (name: Team['name'], change: Partial<Team>): Team[] => teams.map((team) => (team.name === name ? { ...team, ...change } : team));

describe('ownership', () => {
  it('CODEOWNERS, the teams list and the repository agree', () => {
    expect(ownershipProblems(root)).toEqual([]);
  });

  it('every e2e spec file belongs to exactly one team', () => {
    const specs = e2eSpecFiles(root);
    expect(specs.length).toBeGreaterThan(40);
    for (const spec of specs)
      expect(
        teamsOfSpec(spec).map((team) => team.name),
        spec,
      ).toHaveLength(1);
  });

  it('the deployment project belongs to the platform team', () => {
    const deployment = e2eSpecFiles(root).filter((spec) => spec.startsWith('deployment/'));
    expect(deployment.length).toBeGreaterThan(0);
    for (const spec of deployment) expect(teamsOfSpec(spec)[0]?.name).toBe('platform');
  });

  it('a list that drifts from CODEOWNERS is refused, naming the rule and the orphaned spec', () => {
    const problems = ownershipProblems(root, withTeam('content', { e2e: ['admin-content/'] }));
    expect(problems.some((problem) => problem.includes('/e2e/tests/admin/community-content-resource-layer.spec.ts @tulia/content'))).toBe(true);
    expect(problems).toContain(
      'e2e/tests/admin/community-content-resource-layer.spec.ts belongs to no team: give it exactly one in tools/bench/src/ci/teams.ts',
    );
  });

  it('a spec claimed by two teams is refused', () => {
    const problems = ownershipProblems(root, withTeam('community', { e2e: ['admin-community/', 'admin/community-content-resource-layer.spec.ts'] }));
    expect(problems).toContain(
      'e2e/tests/admin/community-content-resource-layer.spec.ts belongs to community and content: give it exactly one in tools/bench/src/ci/teams.ts',
    );
  });

  it('an entry that matches no spec, and a workspace nobody owns, are refused', () => {
    const problems = ownershipProblems(
      root,
      withTeam('content', { e2e: ['admin-content/', 'admin/community-content-resource-layer.spec.ts', 'gone/'], workspaces: [] }),
    );
    expect(problems).toContain("content's end-to-end entry gone/ matches no spec file below e2e/tests/");
    expect(problems).toContain('workspace mfe-admin-content (mfe-admin-content/) belongs to no team');
  });

  it('each remote is released by the team that owns it, the shell by the platform team', () => {
    for (const remote of remotePackages) {
      const owners = teams.filter((team) => team.releases.includes(remote));
      expect(
        owners.map((team) => team.workspaces.includes(remote)),
        remote,
      ).toEqual([true]);
    }
    expect(teamNamed('platform').releases).toEqual(['shell']);
  });
});

describe('CODEOWNERS rules', () => {
  it('begin with the platform team as the default owner', () => {
    expect(codeownersRules()[0]).toEqual(['*', '@tulia/platform']);
  });

  it('the last matching rule wins, as on GitHub', () => {
    const rules = parseCodeowners('# comment\n*  @a\n/e2e/  @b\n\n/e2e/tests/x/  @c\n/e2e/tests/y.spec.ts @d @e\n');
    expect(ownersOf(rules, 'README.md')).toEqual(['@a']);
    expect(ownersOf(rules, 'e2e/support/admin.ts')).toEqual(['@b']);
    expect(ownersOf(rules, 'e2e/tests/x/a.spec.ts')).toEqual(['@c']);
    expect(ownersOf(rules, 'e2e/tests/y.spec.ts')).toEqual(['@d', '@e']);
    expect(ownersOf(rules, 'e2e/tests/y.spec.tsx')).toEqual(['@b']);
  });

  it('a pattern the check does not understand is refused rather than misread', () => {
    expect(() => patternCovers('*.ts', 'a.ts')).toThrow(/only \*, \/folder\/ and \/file/);
    expect(() => patternCovers('docs/', 'docs/a.md')).toThrow();
  });
});

describe('the example workflow', () => {
  it('filters paths as the teams list says, the platform taking what no team owns', () => {
    const filters = workflowFilters(teams, '');
    expect(filters.teams).toContain("content:\n  - 'mfe-admin-content/**'\n  - 'e2e/tests/admin-content/**'");
    expect(filters.platform.startsWith("platform:\n  - '**'\n  - '!mfe-public/**'")).toBe(true);
    expect(filters.platform).not.toContain("'!shared/**'");
  });

  it('a workflow that drifts from the list is refused', () => {
    const problems = ownershipProblems(root, withTeam('community', { folders: ['mfe-admin-community/', 'docs/'] }));
    expect(problems.some((problem) => problem.startsWith(".ci/workflows/team.example.yml: the teams' path filters differ"))).toBe(true);
  });
});
