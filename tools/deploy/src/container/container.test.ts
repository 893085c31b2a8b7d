import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mirror } from './context';
import { missingPrerequisites } from './prerequisites';
import { packageFolders, unlisted, unused, withoutWorkspaceDependencies, workspaceFolders } from './runtime-deps';
import { pinnedNodeVersion } from './settings';

const folders: string[] = [];
const scratch = (): string => {
  const folder = mkdtempSync(join(tmpdir(), 'container-test-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('runtime dependencies', () => {
  it('takes the workspace dependencies out of the manifest and of its lockfile entry alike', () => {
    const manifest = { name: 'api', dependencies: { '@tulia/shared': '1.0.0', fastify: '5.0.0' } };
    const lock = { packages: { api: { dependencies: { '@tulia/shared': '1.0.0', fastify: '5.0.0' } }, 'node_modules/fastify': {} } };
    const trimmed = withoutWorkspaceDependencies(manifest, lock, 'api', new Set(['@tulia/shared', 'api']));
    expect(trimmed.dropped).toEqual(['@tulia/shared']);
    expect(trimmed.manifest.dependencies).toEqual({ fastify: '5.0.0' });
    expect(trimmed.lock.packages.api.dependencies).toEqual({ fastify: '5.0.0' });
    expect(trimmed.lock.packages['node_modules/fastify']).toEqual({});
    // The inputs are left as they were.
    expect(manifest.dependencies['@tulia/shared']).toBe('1.0.0');
  });

  it('refuses workspace globs, which it would not expand', () => {
    expect(workspaceFolders({ workspaces: ['api', 'shared'] })).toEqual(['api', 'shared']);
    expect(() => workspaceFolders({ workspaces: ['packages/*'] })).toThrow(/glob/);
  });

  it('lists package folders, scoped and nested, without entering links', () => {
    const repo = scratch();
    const nodeModules = join(repo, 'node_modules');
    for (const folder of ['a/node_modules/b', '@scope/c', '.bin']) mkdirSync(join(nodeModules, folder), { recursive: true });
    mkdirSync(join(repo, 'api/node_modules/inside'), { recursive: true });
    symlinkSync('../api', join(nodeModules, 'api'));
    expect(packageFolders(nodeModules).sort()).toEqual(['@scope/c', 'a', 'a/node_modules/b', 'api'].map((folder) => join(nodeModules, folder)));
  });

  it('removes what npm does not list, outermost folders only', () => {
    const all = ['/r/node_modules/kept', '/r/node_modules/kept/node_modules/extra', '/r/node_modules/gone', '/r/node_modules/gone/node_modules/inner', '/r/node_modules/gone-too'];
    expect(unlisted(all, new Set(['/r/node_modules/kept']))).toEqual(['/r/node_modules/kept/node_modules/extra', '/r/node_modules/gone', '/r/node_modules/gone-too']);
  });

  it('drops source maps and TypeScript, never what node loads', () => {
    for (const name of ['index.js.map', 'index.d.ts', 'index.d.mts', 'index.d.cts', 'source.ts']) expect(unused(name)).toBe(true);
    for (const name of ['index.js', 'index.cjs', 'index.mjs', 'package.json', 'pglite.wasm', 'pglite.data', 'passwords.txt.gz']) expect(unused(name)).toBe(false);
  });
});

describe('build context', () => {
  it('rewrites only the files whose bytes changed, and removes what the source no longer has', () => {
    const source = scratch();
    const target = scratch();
    writeFileSync(join(source, 'same.js'), 'same');
    writeFileSync(join(source, 'changed.js'), 'new');
    writeFileSync(join(target, 'same.js'), 'same');
    writeFileSync(join(target, 'changed.js'), 'old');
    writeFileSync(join(target, 'stale.js'), 'stale');
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(join(target, 'same.js'), past, past);
    mirror(source, target);
    expect(statSync(join(target, 'same.js')).mtime.getTime()).toBe(past.getTime());
    expect(readFileSync(join(target, 'changed.js'), 'utf8')).toBe('new');
    expect(() => statSync(join(target, 'stale.js'))).toThrow();
  });

  it('reads the Node.js version the Containerfile pins', () => {
    expect(pinnedNodeVersion('FROM x\nARG NODE_VERSION=20.20.2\n')).toBe('20.20.2');
    expect(pinnedNodeVersion()).toMatch(/^20\.20\.\d+$/);
    expect(() => pinnedNodeVersion('ARG NODE_VERSION\n')).toThrow(/ARG NODE_VERSION/);
  });

  it('names the Debian packages when a command is missing', () => {
    const message = missingPrerequisites(scratch());
    expect(message).toContain('Missing: podman, runc, mmdebstrap');
    expect(message).toContain('apt-get install -y podman runc mmdebstrap');
  });
});
