// One team in the concurrency harness: switches its remote back and forth between published
// versions as fast as it can, each switch a compare-and-swap on the version it set last. With
// HARNESS_TARGET (s3://bucket/prefix) each switch is a whole command against the object store:
// pull into this worker's own mirror (<deployDir>), switch there, push.
import { switchRemote } from '../deployment';
import { releaseRecord, skipped } from '../records';
import { isRemotePackage } from '../remote-packages';
import { versionFolder } from '../publish';
import { withDeploymentTarget } from '../store/target';

const [deployDir = '', pkg = '', countText = '0', ...versions] = process.argv.slice(2);
if (!isRemotePackage(pkg) || versions.length < 2) throw new Error('usage: harness-worker <deployDir> <remote> <switches> <version> <version> [...]');
let live: string | null = process.env.HARNESS_LIVE ?? null;
const compose = process.env.HARNESS_COMPOSE === '1';
const check = skipped('concurrency harness');
let retried = 0;
for (let index = 0; index < Number(countText); index += 1) {
  const version = versions[index % versions.length] ?? '';
  await withDeploymentTarget(
    process.env.HARNESS_TARGET,
    deployDir,
    async (dir) => {
      const folder = versionFolder(dir, pkg, version);
      const record = { ...releaseRecord({ pkg, version, action: 'release', folder, contentHash: `harness-${index}`, gate: check, smoke: check, commit: null }), by: `harness ${process.pid}` };
      await switchRemote(dir, pkg, version, { expected: live, record, compose, quiet: true });
    },
    { quiet: true, onPush: (summary) => (retried += summary.pointerRetries) },
  );
  live = version;
}
process.stdout.write(JSON.stringify({ pkg, last: live, retried }));
