// npm run release:sync -- --target s3://bucket/prefix --deploy-dir <folder> [--every <seconds>]
// Makes <folder> a copy of the object store for nginx to serve (ops/nginx/render.sh with
// SITE_DIR=<folder>; docs/object-store.md): only what changed is downloaded, version folders and
// hashed assets before the pages that name them, and what the store no longer has is removed
// last. --every keeps it in step, pulling again every so many seconds.
import { syncFromTarget } from '../store/target';
import { commandLine, errorText, stringOption } from './args';

const usage = 'Usage: npm run release:sync -- --target s3://bucket/prefix --deploy-dir <folder> [--every <seconds>]';
const { values, deployDir, target } = commandLine(usage, { every: { type: 'string' } });
const every = Number(stringOption(values, 'every') ?? '0');
if (!target || !Number.isFinite(every) || every < 0) {
  console.error(usage);
  process.exit(2);
}
for (;;) {
  const started = Date.now();
  try {
    const { files } = await syncFromTarget(target, deployDir);
    console.log(`${deployDir}: a copy of ${target} (${files} files) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    // Once: fail. Kept in step: the folder keeps serving what it has, and the next pull tries again.
    if (!every) throw error;
    console.error(`sync from ${target} failed: ${errorText(error)}`);
  }
  if (!every) break;
  await new Promise((resolve) => setTimeout(resolve, every * 1000));
}
