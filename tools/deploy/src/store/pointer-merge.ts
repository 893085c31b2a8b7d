/**
 * Three-way merge of a pointer file: base (what the command read), ours (what it wrote in its
 * mirror), theirs (what the store holds now). What another team did since the read is kept; a
 * switch of a key someone else switched meanwhile is refused, as the local compare-and-swap does.
 */
import { isDeepStrictEqual } from 'node:util';
import type { MergeRule } from './pointer-files';

/** Someone else changed what this command changed: nothing of it may be written. */
export class PointerConflict extends Error {}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const asObject = (value: unknown): JsonObject => (isObject(value) ? value : {});
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asNames = (value: unknown): string[] => asList(value).filter((item): item is string => typeof item === 'string');

/** A pointer value as people say it: the version for a remote or the shell, else its JSON. */
const described = (value: unknown): string => {
  if (value === undefined) return 'none';
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value.version === 'string') return value.version;
  return JSON.stringify(value);
};

function appendMerge(name: string, base: unknown, ours: unknown, theirs: unknown): unknown[] {
  const read = asList(base);
  const written = asList(ours);
  if (written.length < read.length || !isDeepStrictEqual(written.slice(0, read.length), read)) {
    throw new Error(`${name} is append-only, but this command changed entries it had read`);
  }
  return [...asList(theirs), ...written.slice(read.length)];
}

function setPerKeyMerge(base: unknown, ours: unknown, theirs: unknown): JsonObject {
  const [read, written, now] = [asObject(base), asObject(ours), asObject(theirs)];
  const merged: JsonObject = {};
  for (const key of new Set([...Object.keys(now), ...Object.keys(written)])) {
    const before = new Set(asNames(read[key]));
    const after = new Set(asNames(written[key]));
    const names = new Set(asNames(now[key]));
    for (const name of after) if (!before.has(name)) names.add(name);
    for (const name of before) if (!after.has(name)) names.delete(name);
    merged[key] = [...names].sort();
  }
  return merged;
}

function swapPerKeyMerge(name: string, base: unknown, ours: unknown, theirs: unknown): JsonObject {
  const [read, written, now] = [asObject(base), asObject(ours), asObject(theirs)];
  const merged: JsonObject = { ...now };
  for (const key of new Set([...Object.keys(read), ...Object.keys(written)])) {
    if (isDeepStrictEqual(read[key], written[key])) continue;
    if (!isDeepStrictEqual(now[key], read[key]) && !isDeepStrictEqual(now[key], written[key])) {
      const what = name === 'shell.json' ? 'the shell' : `${key} in ${name}`;
      throw new PointerConflict(`${what} was switched from ${described(read[key])} to ${described(now[key])} by someone else while this ran; nothing was switched. Run it again.`);
    }
    if (written[key] === undefined) delete merged[key];
    else merged[key] = written[key];
  }
  return merged;
}

/** The value to write: theirs with our changes applied by the file's rule. `base`/`theirs` undefined: the file did not exist. */
export function mergePointer(name: string, rule: MergeRule, base: unknown, ours: unknown, theirs: unknown): unknown {
  if (rule === 'append') return appendMerge(name, base, ours, theirs);
  if (rule === 'set-per-key') return setPerKeyMerge(base, ours, theirs);
  return swapPerKeyMerge(name, base, ours, theirs);
}
