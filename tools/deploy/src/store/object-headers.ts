/**
 * The Content-Type and Cache-Control an object is stored with, read from the nginx files that
 * serve the synced folder (ops/nginx/tulia.conf's `$tulia_cache_control` map and
 * ops/nginx/tulia-mime.types, itself generated from the api's table): one table for the api,
 * nginx and the object store, so that a CDN in front of the bucket sends what nginx would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../layout';
import { isPointerFile } from './pointer-files';

interface CacheRule {
  pattern: RegExp;
  value: string;
}

interface HeaderTables {
  cacheRules: CacheRule[];
  cacheDefault: string;
  types: Map<string, string>;
  charsetTypes: Set<string>;
}

let tables: HeaderTables | undefined;

function parseCacheMap(conf: string): { rules: CacheRule[]; fallback: string } {
  // Keyed on the path as served ($uri, or what a variant's file stands for): the rules are on paths.
  const block = /map \$\w+ \$tulia_cache_control \{([\s\S]*?)\n\s*\}/.exec(conf)?.[1];
  if (!block) throw new Error('ops/nginx/tulia.conf has no `map … $tulia_cache_control` block');
  const rules: CacheRule[] = [];
  let fallback = '';
  for (const line of block.split('\n')) {
    const rule = /^\s*"~([^"]+)"\s+"([^"]*)";/.exec(line);
    if (rule?.[1] && rule[2] !== undefined) rules.push({ pattern: new RegExp(rule[1]), value: rule[2] });
    const byDefault = /^\s*default\s+"([^"]*)";/.exec(line);
    if (byDefault?.[1]) fallback = byDefault[1];
  }
  if (rules.length === 0 || !fallback) throw new Error('ops/nginx/tulia.conf: the $tulia_cache_control map could not be read');
  return { rules, fallback };
}

function parseMimeTypes(text: string): { types: Map<string, string>; charsetTypes: Set<string> } {
  const types = new Map<string, string>();
  for (const match of text.matchAll(/^\s+([\w.+-]+\/[\w.+-]+)((?:\s+[\w.+-]+)+);$/gm)) {
    const [, type = '', extensions = ''] = match;
    for (const extension of extensions.trim().split(/\s+/)) types.set(extension, type);
  }
  const charsetTypes = new Set(/^charset_types\s+([^;]+);/m.exec(text)?.[1]?.split(/\s+/) ?? []);
  return { types, charsetTypes };
}

function loadTables(): HeaderTables {
  if (tables) return tables;
  const { rules, fallback } = parseCacheMap(readFileSync(join(root, 'ops/nginx/tulia.conf'), 'utf8'));
  const { types, charsetTypes } = parseMimeTypes(readFileSync(join(root, 'ops/nginx/tulia-mime.types'), 'utf8'));
  tables = { cacheRules: rules, cacheDefault: fallback, types, charsetTypes };
  return tables;
}

/** Cache-Control for a key relative to the deployment root ('remotes/x/1.0.0/remoteEntry.js'). */
export function cacheControlFor(key: string): string {
  // The pointer files change with every release: whatever serves the bucket must re-read them.
  if (isPointerFile(key)) return 'no-cache';
  const { cacheRules, cacheDefault } = loadTables();
  const uri = `/${key}`;
  return cacheRules.find((rule) => rule.pattern.test(uri))?.value ?? cacheDefault;
}

/** Content-Type as nginx sends it for the file (a .br or .gz copy is stored as what it is). */
export function contentTypeFor(key: string): string {
  const { types, charsetTypes } = loadTables();
  const extension = /\.([^./]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  const type = types.get(extension) ?? 'application/octet-stream';
  return type === 'text/html' || charsetTypes.has(type) ? `${type}; charset=utf-8` : type;
}
