/** What the container image is made of and where its pieces live (docs/container.md). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../layout';

export const containerfile = join(root, 'ops/Containerfile');
/** podman's settings for these machines: runc, cgroupfs, no default ulimits (ops/containers.conf). */
export const containersConf = join(root, 'ops/containers.conf');

export const baseImage = 'localhost/tulia-base:bookworm';
/** The name ops/compose.yaml runs (its TULIA_API_IMAGE default). */
export const apiImage = 'localhost/tulia-api:local';

/** The uid the Containerfile runs the api as. */
export const appUid = 10001;
/** The largest image the test accepts, in MB (10^6 bytes, as podman counts). */
export const sizeBudgetMb = 250;
/** podman stop's grace period, and the longest a stop may take. */
export const stopTimeoutSeconds = 15;

/** Kept between runs (node_modules is where tools keep caches; npm ci clears it). */
export const cacheDir = join(root, 'node_modules/.cache/tulia-container');
/** The build context the Containerfile expects. */
export const contextDir = join(cacheDir, 'context');

/** The Debian packages the test needs on the machine that runs it. */
export const aptPackages = ['podman', 'runc', 'mmdebstrap'] as const;

/** Debian bookworm with its updates and security suites: the base gets the current fixes. */
export const debianSources = [
  'deb http://deb.debian.org/debian bookworm main',
  'deb http://deb.debian.org/debian bookworm-updates main',
  'deb http://deb.debian.org/debian-security bookworm-security main',
] as const;

/** The Node.js version the Containerfile pins (its `ARG NODE_VERSION=`), so that it is written once. */
export function pinnedNodeVersion(text = readFileSync(containerfile, 'utf8')): string {
  const match = /^ARG NODE_VERSION=(\d+\.\d+\.\d+)\s*$/m.exec(text);
  if (!match?.[1]) throw new Error(`${containerfile} has no 'ARG NODE_VERSION=x.y.z' line`);
  return match[1];
}
