/**
 * canary.json: the one canary of the deployment, while it runs. A staged version of a public
 * remote reaches `weight` % of browsers; everybody else keeps `stable`. Absent or `{}`: no canary
 * (a canary's end is written as `{}`, so that an object store's conditional write records it).
 */
import { join } from 'node:path';
import { readJson, writeJsonAtomic } from '../layout';
import type { RemotePackage } from '../remote-packages';

export const canaryFile = 'canary.json';

export interface CanaryState {
  remote: RemotePackage;
  version: string;
  /** The version every other browser keeps (remotes.json's, unchanged while the canary runs). */
  stable: string | null;
  /** Per cent of browsers (by their bucket) that get the canary. */
  weight: number;
  /** The variant folder under variants/ (canary/variant.ts). */
  variant: string;
  startedAt: string;
  by: string;
}

/** The steps `npm run canary -- advance` walks; 100 ends the canary as a promote. */
export const canarySteps = [10, 25, 50, 100] as const;

export function readCanary(deployDir: string): CanaryState | null {
  const state = readJson<Partial<CanaryState> | null>(join(deployDir, canaryFile), null);
  return state?.remote && state.version && state.variant ? (state as CanaryState) : null;
}

export const writeCanary = (deployDir: string, state: CanaryState): void => writeJsonAtomic(join(deployDir, canaryFile), state);

export const clearCanary = (deployDir: string): void => writeJsonAtomic(join(deployDir, canaryFile), {});

/** The next step above `weight` (100 at most). */
export const nextWeight = (weight: number): number => canarySteps.find((step) => step > weight) ?? 100;

/** A weight `--weight` may name: a whole per cent from 1 to 99 (100 is a promote). */
export const isCanaryWeight = (weight: number): boolean => Number.isInteger(weight) && weight >= 1 && weight <= 99;
