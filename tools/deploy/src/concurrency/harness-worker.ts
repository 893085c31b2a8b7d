// One team in the concurrency harness: switches its remote back and forth between published
// versions as fast as it can, each switch a compare-and-swap on the version it set last.
import { switchRemote } from '../deployment';
import { releaseRecord, skipped } from '../records';
import { isRemotePackage } from '../remote-packages';
import { versionFolder } from '../publish';

const [deployDir = '', pkg = '', countText = '0', ...versions] = process.argv.slice(2);
if (!isRemotePackage(pkg) || versions.length < 2) throw new Error('usage: harness-worker <deployDir> <remote> <switches> <version> <version> [...]');
let live: string | null = process.env.HARNESS_LIVE ?? null;
const compose = process.env.HARNESS_COMPOSE === '1';
const check = skipped('concurrency harness');
for (let index = 0; index < Number(countText); index += 1) {
  const version = versions[index % versions.length] ?? '';
  const folder = versionFolder(deployDir, pkg, version);
  const record = { ...releaseRecord({ pkg, version, action: 'release', folder, contentHash: `harness-${index}`, gate: check, smoke: check, commit: null }), by: `harness ${process.pid}` };
  await switchRemote(deployDir, pkg, version, { expected: live, record, compose, quiet: true });
  live = version;
}
process.stdout.write(JSON.stringify({ pkg, last: live }));
