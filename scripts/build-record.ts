/**
 * What a build records for the release gate (tools/deploy/src/gate), written into the build as
 * `tulia/build.json` and `tulia/shared-types.json`:
 * - which names each module of the app imports, as values, from `@tulia/shared/*` (a named import
 *   of a shared module is read as a property of the provider's copy at run time, so a name the
 *   live shell's copy lacks is `undefined` with no error: only a check at release catches it);
 * - the version of `@tulia/shared` it was built with and that version's declarations, so that a
 *   published build can be checked against any shell later (promote, rollback, a shell release)
 *   without its source;
 * - for the shell, what it provides: singletons and their versions, and the modules its route
 *   table loads from each remote.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { sharedLibrarySubpaths } from './federation';

export const buildRecordFile = 'tulia/build.json';
export const sharedTypesFile = 'tulia/shared-types.json';

const sharedPrefix = '@tulia/shared/';
// Only the subpaths federation shares come from the shell at run time; any other subpath (the
// risk rules) is bundled into each build that imports it, so it can never be skewed.
const federatedSubpaths: ReadonlySet<string> = new Set(sharedLibrarySubpaths);

/** Names imported as values from `@tulia/shared/<subpath>`; `*` when the whole module is taken. */
export function sharedImportsOf(fileName: string, code: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (specifier: string, name: string) => {
    if (!specifier.startsWith(sharedPrefix)) return;
    const subpath = specifier.slice(sharedPrefix.length);
    if (!federatedSubpaths.has(subpath)) return;
    const names = found.get(subpath) ?? new Set<string>();
    names.add(name);
    found.set(subpath, names);
  };
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (!clause) add(specifier, '*');
      else if (!clause.isTypeOnly) {
        if (clause.name) add(specifier, 'default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) add(specifier, '*');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
        }
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) add(specifier, '*');
      else for (const element of clause.elements) if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) add(argument.text, '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The declarations of `@tulia/shared` (shared's build, `shared/dist/types`), path → text. */
export function sharedDeclarations(root: string): Record<string, string> {
  const dir = join(root, 'shared/dist/types');
  const files: Record<string, string> = {};
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true }).map(String);
  } catch {
    throw new Error('shared/dist/types is missing: build @tulia/shared first (npx turbo run build --filter=@tulia/shared)');
  }
  for (const entry of entries.filter((file) => file.endsWith('.d.ts')).sort()) files[entry] = readFileSync(join(dir, entry), 'utf8');
  return files;
}

export interface BuildRecordOptions {
  root: string;
  /** The app's own source folder: only its modules' imports are recorded. */
  sourceDir: string;
  sharedVersion: string;
  /** What a shell provides (singletons, the modules it loads); absent for a remote. */
  provides?: () => unknown;
}

export function buildRecord(options: BuildRecordOptions): Plugin {
  const imports = new Map<string, Set<string>>();
  let active = false;
  return {
    name: 'tulia-build-record',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // The server builds (composition) are not loaded by browsers: nothing to record there.
      active = !config.build.ssr;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!active || !/\.tsx?$/.test(file) || relative(options.sourceDir, file).startsWith('..')) return null;
      for (const [subpath, names] of sharedImportsOf(file, code)) {
        const all = imports.get(subpath) ?? new Set<string>();
        for (const name of names) all.add(name);
        imports.set(subpath, all);
      }
      return null;
    },
    generateBundle() {
      if (!active) return;
      const record = {
        sharedVersion: options.sharedVersion,
        imports: Object.fromEntries([...imports.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([subpath, names]) => [subpath, [...names].sort()])),
        ...(options.provides ? { provides: options.provides() } : {}),
      };
      this.emitFile({ type: 'asset', fileName: buildRecordFile, source: `${JSON.stringify(record, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: sharedTypesFile, source: JSON.stringify(sharedDeclarations(options.root)) });
    },
  };
}
