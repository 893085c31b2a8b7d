import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestFiles, namedModules, offlinePlan, reachable, remoteCode, revisionOf, serviceWorkerSource, shellCode, staticImports } from './offline-plan';

/**
 * A tiny deployment: the shell's app (entry, a preload, the wake-up script, a chunk the entry
 * loads dynamically, the admin-only resource layer), one public remote's version folder, two
 * pages, the offline page and the worker template.
 */
const files: Record<string, string> = {
  'assets/index-a1.js': [
    'import { v } from "./vendor-b2.js";',
    'const load = () => import("./lazy-c3.js");',
    'const admin = () => import("./admin-d4.js");',
    'const deps = ["assets/style-e5.css"];',
    'const offSite = "https://cdn.example/other.js";',
  ].join('\n'),
  'assets/vendor-b2.js': 'export const v = 1; import("/assets/deep-f6.js");',
  'assets/deep-f6.js': 'export default 2;',
  'assets/lazy-c3.js': 'import "./vendor-b2.js"; import "./missing-x.js";',
  'assets/admin-d4.js': 'export const admin = true;',
  'assets/style-e5.css': '.a{}',
  'assets/wake-g7.js': 'import("/assets/index-a1.js");',
  'assets/unused-h8.js': 'export const never = 0;',
  'remoteEntry-i9.js': 'export const entry = true;',
  'index.html': '<h1>Home</h1>',
  'contact/index.html': '<h1>Contact</h1>',
  'offline.html': '<h1>Offline</h1>',
  'favicon.svg': '<svg/>',
  'remotes.json': JSON.stringify({
    'mfe-public': { name: 'mfe_public', version: '1.0.0', entry: '/remotes/mfe-public/1.0.0/mf-manifest.json' },
    'mfe-admin-users': { name: 'mfe_admin_users', version: '2.0.0', entry: '/remotes/mfe-admin-users/2.0.0/mf-manifest.json' },
  }),
  'ssr/offline-worker.js': 'const plan = self.__TULIA_OFFLINE_PLAN__;\nself.addEventListener("install", () => plan);\n',
  'remotes/mfe-public/1.0.0/mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [
      { assets: { js: { sync: ['assets/Home-j1.js'], async: ['assets/Chart-k2.js'] }, css: { sync: ['assets/Home-l3.css'], async: [] } } },
    ],
  }),
  'remotes/mfe-public/1.0.0/remoteEntry.js': [
    'import { init } from "./assets/federation-m4.js";',
    'const exposes = { "./Home": () => import("./assets/Home-j1.js") };',
  ].join('\n'),
  'remotes/mfe-public/1.0.0/assets/federation-m4.js': 'export const init = 1;',
  'remotes/mfe-public/1.0.0/assets/Home-j1.js': 'import "./words-n5.js"; import React from "react"; import "../../../../../assets/vendor-b2.js";',
  'remotes/mfe-public/1.0.0/assets/words-n5.js': 'export default "hello";',
  'remotes/mfe-public/1.0.0/islands/questions.js': 'export function wakeIsland() {}',
  'remotes/mfe-public/1.0.0/assets/Chart-k2.js': 'const later = () => import("./chart-lib-o6.js");',
  'remotes/mfe-public/1.0.0/assets/chart-lib-o6.js': 'export const lib = true;',
  'remotes/mfe-public/1.0.0/assets/Home-l3.css': '.home{}',
};

let deployDir = '';
const app = { entry: '/assets/index-a1.js', preload: ['/assets/vendor-b2.js', '/remoteEntry-i9.js'] };

beforeAll(() => {
  deployDir = mkdtempSync(join(tmpdir(), 'compose-offline-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(deployDir, file)), { recursive: true });
    writeFileSync(join(deployDir, file), content);
  }
});
afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

describe('module addresses in a built file', () => {
  it('names imports, dynamic imports and preload lists; static imports only from relative ones', () => {
    const code = 'import a from "./a.js"; export * from "../b.mjs"; import("/c.js"); const d = ["assets/d.css"]; import "react";';
    expect(namedModules(code)).toEqual(['./a.js', '../b.mjs', '/c.js', 'assets/d.css']);
    expect(staticImports(code)).toEqual(['./a.js', '../b.mjs']);
  });
});

describe('reachable files', () => {
  it('follows addresses from the roots inside the folder only, to files that exist', () => {
    const found = reachable(deployDir, ['assets/wake-g7.js'], namedModules);
    expect(found.sort()).toEqual(['assets/admin-d4.js', 'assets/deep-f6.js', 'assets/index-a1.js', 'assets/lazy-c3.js', 'assets/style-e5.css', 'assets/vendor-b2.js', 'assets/wake-g7.js']);
  });

  it('leaves out what `keep` refuses, and does not follow it', () => {
    expect(reachable(deployDir, ['assets/index-a1.js'], namedModules, (file) => file !== 'assets/vendor-b2.js').sort()).toEqual([
      'assets/admin-d4.js',
      'assets/index-a1.js',
      'assets/lazy-c3.js',
      'assets/style-e5.css',
    ]);
  });

  it('never leaves the folder', () => {
    const folder = join(deployDir, 'remotes/mfe-public/1.0.0');
    expect(reachable(folder, ['assets/Home-j1.js'], staticImports).sort()).toEqual(['assets/Home-j1.js', 'assets/words-n5.js']);
    expect(reachable(folder, ['../../../assets/index-a1.js'], staticImports)).toEqual([]);
  });
});

describe("the shell's code", () => {
  it('is the entry, its preloads, the wake-up script and all they import, without the admin resource layer or unused files', () => {
    expect(shellCode(deployDir, app, '/assets/wake-g7.js').sort()).toEqual([
      '/assets/deep-f6.js',
      '/assets/index-a1.js',
      '/assets/lazy-c3.js',
      '/assets/style-e5.css',
      '/assets/vendor-b2.js',
      '/assets/wake-g7.js',
      '/remoteEntry-i9.js',
    ]);
  });
});

describe("a public remote's code", () => {
  it('is its manifest, entry, listed files and their static imports, and its islands, never its lazily loaded libraries', () => {
    expect(remoteCode(deployDir, { version: '1.0.0', entry: '/remotes/mfe-public/1.0.0/mf-manifest.json' }).sort()).toEqual([
      '/remotes/mfe-public/1.0.0/assets/Chart-k2.js',
      '/remotes/mfe-public/1.0.0/assets/Home-j1.js',
      '/remotes/mfe-public/1.0.0/assets/Home-l3.css',
      '/remotes/mfe-public/1.0.0/assets/federation-m4.js',
      '/remotes/mfe-public/1.0.0/assets/words-n5.js',
      '/remotes/mfe-public/1.0.0/islands/questions.js',
      '/remotes/mfe-public/1.0.0/mf-manifest.json',
      '/remotes/mfe-public/1.0.0/remoteEntry.js',
    ]);
  });

  it('is nothing for an entry outside the version folders, and refused for one not published', () => {
    expect(remoteCode(deployDir, { version: '1.0.0', entry: 'https://elsewhere.example/mf-manifest.json' })).toEqual([]);
    expect(remoteCode(deployDir, {})).toEqual([]);
    expect(() => remoteCode(deployDir, { entry: '/remotes/mfe-public/9.9.9/mf-manifest.json' })).toThrow('/remotes/mfe-public/9.9.9/mf-manifest.json is not published');
  });

  it("reads the manifest's entry name and lists whatever their shape", () => {
    expect(manifestFiles({})).toEqual({ entryFile: 'remoteEntry.js', listed: [] });
    expect(manifestFiles(null)).toEqual({ entryFile: 'remoteEntry.js', listed: [] });
    expect(manifestFiles({ metaData: { remoteEntry: { name: 'entry.js' } }, exposes: [{ assets: { js: { sync: ['a.js', 3], async: 'b.js' } } }, 'junk'] })).toEqual({
      entryFile: 'entry.js',
      listed: ['a.js'],
    });
  });
});

describe('the plan', () => {
  const plan = () =>
    offlinePlan({
      deployDir,
      remotes: { 'mfe-public': { version: '1.0.0', entry: '/remotes/mfe-public/1.0.0/mf-manifest.json' } },
      publicRemotes: ['mfe-public', 'mfe-assessment'],
      pages: [
        { path: '/', file: 'index.html' },
        { path: '/contact', file: 'contact/index.html' },
        { path: '/contact', file: 'contact/index.html' },
      ],
      offlineFile: 'offline.html',
      app,
      wakeScript: '/assets/wake-g7.js',
    });

  it('keeps only the offline page whatever the connection (its icon is in its head), with a revision of its content', () => {
    expect(plan().offlinePage).toBe('/offline.html');
    expect(plan().essentials).toEqual([{ url: '/offline.html', revision: revisionOf('<h1>Offline</h1>') }]);
  });

  it('warms the pages, remotes.json, then the code, once each; hashed code has no revision', () => {
    const { warm, publicRemotes } = plan();
    expect(warm.slice(0, 3)).toEqual([
      { url: '/', revision: revisionOf('<h1>Home</h1>') },
      { url: '/contact', revision: revisionOf('<h1>Contact</h1>') },
      { url: '/remotes.json', revision: revisionOf(files['remotes.json'] ?? '') },
    ]);
    expect(new Set(warm.map((item) => item.url)).size).toBe(warm.length);
    expect(warm.slice(3).every((item) => item.revision === null)).toBe(true);
    expect(warm.map((item) => item.url)).toEqual(expect.arrayContaining(['/assets/index-a1.js', '/remotes/mfe-public/1.0.0/remoteEntry.js']));
    expect(warm.some((item) => item.url.includes('mfe-admin-users') || item.url.includes('resources-'))).toBe(false);
    expect(publicRemotes).toEqual(['mfe-public', 'mfe-assessment']);
  });

  it('states what keeping the warm set downloads: each file once, its Brotli copy where the build has one', () => {
    const { warm, warmBytes } = plan();
    const sizeOf = (url: string) => Buffer.byteLength(files[url === '/' ? 'index.html' : url === '/contact' ? 'contact/index.html' : url.slice(1)] ?? '');
    const plain = warm.reduce((total, item) => total + sizeOf(item.url), 0);
    expect(warmBytes).toBe(plain);
    // A Brotli copy stands for its file (the site server sends it).
    writeFileSync(join(deployDir, 'index.html.br'), 'x');
    try {
      expect(plan().warmBytes).toBe(plain - sizeOf('/') + 1);
    } finally {
      rmSync(join(deployDir, 'index.html.br'));
    }
  });

  it('is written into the worker template in place of the placeholder', () => {
    const written = plan();
    const source = serviceWorkerSource(deployDir, written);
    expect(source).toBe(`const plan = (${JSON.stringify(written)});\nself.addEventListener("install", () => plan);\n`);
  });

  it('is refused by a template that does not name the placeholder exactly once', () => {
    const other = mkdtempSync(join(tmpdir(), 'compose-worker-'));
    try {
      mkdirSync(join(other, 'ssr'));
      writeFileSync(join(other, 'ssr/offline-worker.js'), 'self.__TULIA_OFFLINE_PLAN__; self.__TULIA_OFFLINE_PLAN__;');
      expect(() => serviceWorkerSource(other, plan())).toThrow('exactly once (found 2)');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
