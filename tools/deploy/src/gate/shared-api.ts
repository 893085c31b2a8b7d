/**
 * The shared library's API, checked with TypeScript: every name a consumer imports as a value from
 * `@tulia/shared/<subpath>` must exist in the provider's copy, with a type assignable to the one
 * the consumer was built against. Both sides are declarations published with the builds, so the
 * check needs no source and runs the same at release, promote, rollback and a shell's release.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { root } from '../layout';

export interface DeclarationSet {
  /** `@tulia/shared` version with content hash: equal versions are the same API. */
  version: string;
  declarations: () => Record<string, string>;
  /** How a message names this side, e.g. "the live shell 1.0.0-3f2a9c1e". */
  label: string;
}

type Check = { subpath: string; name?: string; kind: 'module' | 'missing' | 'signature' };

const isIdentifier = (name: string): boolean => /^[A-Za-z_$][\w$]*$/.test(name);

function writeDeclarations(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    if (path.split(/[\\/]/).includes('..')) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

function compilerOptions(dir: string): ts.CompilerOptions {
  const index = (side: string) => [join(dir, side, '*', 'index.d.ts')];
  return {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
    baseUrl: dir,
    // The declarations' own `@tulia/shared/*` references resolve to the provider's copy, as at run time.
    paths: { 'tulia-live/*': index('live'), 'tulia-built/*': index('built'), '@tulia/shared/*': index('live') },
  };
}

/** The names a module exports as values (for a consumer that takes the whole module). */
function valueExports(program: ts.Program, file: string): string[] {
  const source = program.getSourceFile(file);
  const checker = program.getTypeChecker();
  const symbol = source ? checker.getSymbolAtLocation(source) : undefined;
  if (!symbol) return [];
  return checker
    .getExportsOfModule(symbol)
    .filter((exported) => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((exported) => exported.name);
}

export interface SharedApiFinding {
  subpath: string;
  /** The imported name; absent when the whole module is missing. */
  name?: string;
  message: string;
}

export function sharedApiProblems(provider: DeclarationSet, consumer: DeclarationSet & { imports: Record<string, string[]> }): string[] {
  return sharedApiFindings(provider, consumer).map((finding) => finding.message);
}

/** Results per pair of content versions and import: a shell's gate checks many remotes built from one commit. */
const memo = new Map<string, SharedApiFinding[]>();

export function sharedApiFindings(provider: DeclarationSet, consumer: DeclarationSet & { imports: Record<string, string[]> }): SharedApiFinding[] {
  if (provider.version === consumer.version) return [];
  const key = `${provider.version}|${provider.label}|${consumer.version}|${consumer.label}|${JSON.stringify(consumer.imports)}`;
  const known = memo.get(key);
  if (known) return known;
  const findings = checkWithCompiler(provider, consumer);
  memo.set(key, findings);
  return findings;
}

function checkWithCompiler(provider: DeclarationSet, consumer: DeclarationSet & { imports: Record<string, string[]> }): SharedApiFinding[] {
  const cache = join(root, 'node_modules/.cache/tulia-gate');
  mkdirSync(cache, { recursive: true });
  // Inside the workspace so that the declarations' own imports (react, zod, Chakra) resolve.
  const dir = mkdtempSync(join(cache, 'check-'));
  try {
    writeDeclarations(join(dir, 'live'), provider.declarations());
    writeDeclarations(join(dir, 'built'), consumer.declarations());
    const options = compilerOptions(dir);
    const subpaths = Object.keys(consumer.imports).filter((subpath) => /^[\w-]+$/.test(subpath));
    let base: ts.Program | undefined;
    if (subpaths.some((subpath) => consumer.imports[subpath]?.includes('*'))) {
      base = ts.createProgram(subpaths.map((subpath) => join(dir, 'built', subpath, 'index.d.ts')), options);
    }
    const lines: string[] = [];
    const checks = new Map<number, Check>();
    const line = (text: string, check?: Check) => {
      lines.push(text);
      if (check) checks.set(lines.length - 1, check);
    };
    subpaths.forEach((subpath, index) => {
      line(`import type * as L${index} from 'tulia-live/${subpath}';`, { subpath, kind: 'module' });
      line(`import type * as B${index} from 'tulia-built/${subpath}';`);
      const wanted = consumer.imports[subpath] ?? [];
      const names = wanted.includes('*') && base ? [...new Set([...wanted, ...valueExports(base, join(dir, 'built', subpath, 'index.d.ts'))])] : wanted;
      names.filter((name) => name === 'default' || (name !== '*' && isIdentifier(name))).forEach((name, position) => {
        const id = `${index}_${position}`;
        line(`declare const l${id}: typeof L${index}.${name};`, { subpath, name, kind: 'missing' });
        line(`export const b${id}: typeof B${index}.${name} = l${id};`, { subpath, name, kind: 'signature' });
      });
    });
    const checkFile = join(dir, 'check.ts');
    writeFileSync(checkFile, `${lines.join('\n')}\n`);
    const program = ts.createProgram([checkFile], options, undefined, base);
    const problems = new Map<string, SharedApiFinding>();
    const add = (finding: SharedApiFinding) => problems.set(finding.message, finding);
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      if (diagnostic.file?.fileName !== checkFile || diagnostic.start === undefined) continue;
      const check = checks.get(diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line);
      if (!check) continue;
      const at = `@tulia/shared/${check.subpath}`;
      if (check.kind === 'module') add({ subpath: check.subpath, message: `${at}: not provided by ${provider.label}` });
      else if (check.kind === 'missing') add({ subpath: check.subpath, name: check.name, message: `${at}: ${check.name} is not provided by ${provider.label}` });
      else {
        const why = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').split(/(?<=\.)\s/)[0] ?? '';
        add({ subpath: check.subpath, name: check.name, message: `${at}: ${check.name} in ${provider.label} does not match what ${consumer.label} was built against (${why.slice(0, 240)})` });
      }
    }
    return [...problems.values()];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
