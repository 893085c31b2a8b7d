/**
 * A canary's variant of the site: the public pages, remotes.json and the offline helper composed
 * from the live remotes with the canary's version of one remote, in variants/<name>/, beside the
 * live site and from the same deployed code. Visitors in the canary get these files through
 * their bucket's link (buckets.ts): HTML composed from the version that hydrates it, never HTML
 * of one version hydrated by another. Every function here runs under the deployment's lock.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { composePublicPages } from '../compose';
import { deployFile, readJson, writeJsonAtomic } from '../layout';
import { remoteEntryFor, type RemotesJson } from '../pointer';
import { remoteNames } from '../remote-packages';
import { linkBuckets, variantsDir } from './buckets';
import { clearCanary, readCanary, writeCanary, type CanaryState } from './state';

/** Composes the variant for `state` into a new folder and returns its name (the old one is left to the caller). */
export async function composeVariant(deployDir: string, state: Pick<CanaryState, 'remote' | 'version'>, quiet = true): Promise<string> {
  const name = `${state.remote}@${state.version}.${Date.now().toString(36)}`;
  const staging = join(deployDir, variantsDir, `${name}.staging`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const remotes = readJson<RemotesJson>(deployFile(deployDir, 'remotes'), {});
  writeJsonAtomic(join(staging, 'remotes.json'), { ...remotes, [state.remote]: remoteEntryFor(remoteNames[state.remote], state.remote, state.version) });
  try {
    await composePublicPages(deployDir, { outDir: staging, quiet });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  renameSync(staging, join(deployDir, variantsDir, name));
  return name;
}

/** Removes a variant folder: first renamed away, so that every bucket link to it is dead at once. */
export function removeVariant(deployDir: string, name: string): void {
  const folder = join(deployDir, variantsDir, name);
  if (!existsSync(folder)) return;
  const away = `${folder}.dropped.${process.pid}`;
  renameSync(folder, away);
  rmSync(away, { recursive: true, force: true });
}

/** Starts the canary, or changes its weight when it is the one running. */
export async function openCanary(deployDir: string, state: Omit<CanaryState, 'variant'>): Promise<CanaryState> {
  const running = readCanary(deployDir);
  if (running && (running.remote !== state.remote || running.version !== state.version)) {
    throw new CanaryRefused(`${running.remote} ${running.version} is in canary at ${running.weight} %: one canary at a time (npm run canary -- drop, or advance it to the end)`);
  }
  const variant = running?.variant ?? (await composeVariant(deployDir, state));
  const next: CanaryState = { ...state, startedAt: running?.startedAt ?? state.startedAt, variant };
  writeCanary(deployDir, next);
  linkBuckets(deployDir, variant, next.weight);
  return next;
}

/** Ends the canary: every browser gets the stable site from the first rename on. */
export function closeCanary(deployDir: string): CanaryState | null {
  const running = readCanary(deployDir);
  if (!running) return null;
  removeVariant(deployDir, running.variant);
  linkBuckets(deployDir, null, 0);
  clearCanary(deployDir);
  return running;
}

/**
 * After the live site changed (another remote, or the shell, switched), the variant is composed
 * again from the new live remotes, and the buckets repointed before the old variant goes.
 */
export async function recomposeCanary(deployDir: string, quiet = true): Promise<void> {
  const running = readCanary(deployDir);
  if (!running) return;
  const variant = await composeVariant(deployDir, running, quiet);
  writeCanary(deployDir, { ...running, variant });
  linkBuckets(deployDir, variant, running.weight);
  removeVariant(deployDir, running.variant);
}

export class CanaryRefused extends Error {}
