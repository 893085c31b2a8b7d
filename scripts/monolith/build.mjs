// npm run build:monolith: the comparison baseline of `npm run bench` — the same pages built
// as one ordinary single-page app (no Module Federation) into dist-monolith/ (git-ignored),
// a folder the api serves as SITE_DIR like a published deployment. Never deployed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { monolithOutDir, monolithViteConfig } from './vite-config.mjs';

const started = Date.now();
await build(monolithViteConfig());

// The point of the baseline is the absence of federation: prove it rather than trust it.
if (!existsSync(join(monolithOutDir, 'index.html'))) throw new Error(`${monolithOutDir}/index.html was not written`);
const assets = readdirSync(join(monolithOutDir, 'assets'));
const federated = assets.filter((file) => file.endsWith('.js') && readFileSync(join(monolithOutDir, 'assets', file), 'utf8').includes('__FEDERATION__'));
if (federated.length > 0) throw new Error(`the monolith still contains the federation runtime: ${federated.join(', ')}`);

const js = assets.filter((file) => file.endsWith('.js')).length;
console.log(`monolith: ${js} JavaScript chunks in ${monolithOutDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
