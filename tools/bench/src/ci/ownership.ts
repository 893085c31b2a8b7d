/**
 * The check that CODEOWNERS, the example workflow's filters, the teams list and the repository
 * agree. It runs in the unit tests and again, uncached, at the start of every team pipeline:
 * turbo's cache of the unit tests does not follow CODEOWNERS, .ci/ or the e2e folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeownersRules, e2eEntryCovers, ownersOf, parseCodeowners, teams as allTeams, teamsOfSpec, workflowFilters, type Team } from './teams';

/** The example workflow whose path filters are the teams list written out. */
export const exampleWorkflow = '.ci/workflows/team.example.yml';

/** Every spec file below `e2e/tests/`, as a path from that folder with `/` separators. */
export function e2eSpecFiles(rootDir: string): string[] {
  const dir = join(rootDir, 'e2e', 'tests');
  return readdirSync(dir, { recursive: true })
    .map((entry) => String(entry).split('\\').join('/'))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();
}

interface WorkspaceFolder {
  folder: string;
  name: string;
}

function workspaceFolders(rootDir: string): WorkspaceFolder[] {
  const manifest = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return (manifest.workspaces ?? []).map((folder) => ({
    folder,
    name: (JSON.parse(readFileSync(join(rootDir, folder, 'package.json'), 'utf8')) as { name: string }).name,
  }));
}

const ruleText = (rule: { pattern: string; owners: readonly string[] }): string => `${rule.pattern} ${rule.owners.join(' ')}`;

/** What disagrees, in words; empty when CODEOWNERS, the teams list and the repository agree. */
export function ownershipProblems(rootDir: string, teams: readonly Team[] = allTeams): string[] {
  const problems: string[] = [];
  const file = join(rootDir, 'CODEOWNERS');
  if (!existsSync(file)) return ['CODEOWNERS is missing at the repository root'];
  const rules = parseCodeowners(readFileSync(file, 'utf8'));

  // CODEOWNERS is the teams list written out, rule for rule and in the same order.
  const expected = codeownersRules(teams).map(([pattern, owner]) => ruleText({ pattern, owners: [owner] }));
  const actual = rules.map(ruleText);
  const length = Math.max(expected.length, actual.length);
  for (let index = 0; index < length; index += 1) {
    if (expected[index] !== actual[index]) {
      problems.push(
        `CODEOWNERS rule ${index + 1} is "${actual[index] ?? '(none)'}"; the teams list (tools/bench/src/ci/teams.ts) says "${expected[index] ?? '(none)'}"`,
      );
    }
  }

  // Every spec file has exactly one team, and GitHub asks that team to review it.
  const specs = e2eSpecFiles(rootDir);
  for (const spec of specs) {
    const owners = teamsOfSpec(spec, teams);
    if (owners.length !== 1) {
      problems.push(
        `e2e/tests/${spec} belongs to ${owners.length === 0 ? 'no team' : owners.map((team) => team.name).join(' and ')}: give it exactly one in tools/bench/src/ci/teams.ts`,
      );
      continue;
    }
    const [team] = owners;
    const reviewers = ownersOf(rules, `e2e/tests/${spec}`);
    if (team && reviewers.join(' ') !== team.handle)
      problems.push(`CODEOWNERS gives e2e/tests/${spec} to ${reviewers.join(' ') || 'nobody'}, the teams list to ${team.handle}`);
  }
  for (const team of teams) {
    for (const entry of team.e2e) {
      if (!specs.some((spec) => e2eEntryCovers(entry, spec))) problems.push(`${team.name}'s end-to-end entry ${entry} matches no spec file below e2e/tests/`);
    }
  }

  // Every workspace has one team, whose pipeline runs it and whose handle reviews its folder.
  for (const { folder, name } of workspaceFolders(rootDir)) {
    const owners = teams.filter((team) => team.workspaces.includes(name));
    if (owners.length !== 1) {
      problems.push(`workspace ${name} (${folder}/) belongs to ${owners.length === 0 ? 'no team' : owners.map((team) => team.name).join(' and ')}`);
      continue;
    }
    const [team] = owners;
    const reviewers = ownersOf(rules, `${folder}/package.json`);
    if (team && reviewers.join(' ') !== team.handle)
      problems.push(`CODEOWNERS gives ${folder}/ to ${reviewers.join(' ') || 'nobody'}, the teams list to ${team.handle}`);
  }
  for (const team of teams) {
    for (const folder of team.folders) {
      if (!existsSync(join(rootDir, folder))) problems.push(`${team.name}'s folder ${folder} does not exist`);
    }
  }
  const workflow = join(rootDir, exampleWorkflow);
  if (!existsSync(workflow)) return [...problems, `${exampleWorkflow} is missing`];
  const text = readFileSync(workflow, 'utf8');
  const filters = workflowFilters(teams);
  if (!text.includes(filters.teams)) problems.push(`${exampleWorkflow}: the teams' path filters differ from the teams list; they read:\n${filters.teams}`);
  if (!text.includes(filters.platform))
    problems.push(`${exampleWorkflow}: the platform's path filter differs from the teams list; it reads:\n${filters.platform}`);
  return problems;
}
