// npm run smoke -- --url <served site> [--bucket 99] [--deploy-dir <dir> | --target s3://bucket/prefix]
// The release smoke test against a site already served (nginx in front of the folder synced
// from the object store, a staging host): every route of the live shell in headless Chromium,
// each showing its heading with no error. The route table is the deployment's (the folder, or
// the object store's mirror). SMOKE_ADMIN_EMAIL and SMOKE_ADMIN_PASSWORD open the back office too.
import { liveShell } from '../gate/gate';
import { smokeTestServed } from '../smoke-test';
import { withDeploymentTarget } from '../store/target';
import { commandLine, errorText, stringOption } from './args';

const usage = 'Usage: npm run smoke -- --url <served site> [--bucket 99] [--deploy-dir <dir> | --target s3://bucket/prefix]';
const { values, deployDir: deployOption, target } = commandLine(usage, { url: { type: 'string' }, bucket: { type: 'string' } });
const url = stringOption(values, 'url')?.replace(/\/+$/, '');
const bucket = stringOption(values, 'bucket') ?? '99';
if (!url || !/^https?:\/\//.test(url) || !/^\d{2}$/.test(bucket)) {
  console.error(usage);
  process.exit(2);
}
const shell = await withDeploymentTarget(target, deployOption, (dir) => {
  try {
    return liveShell(dir);
  } catch (error) {
    console.error(errorText(error));
    return process.exit(1);
  }
});
const email = process.env.SMOKE_ADMIN_EMAIL;
const password = process.env.SMOKE_ADMIN_PASSWORD;
const started = Date.now();
const outcome = await smokeTestServed(url, shell.version, shell.provides, { bucket, ...(email && password ? { admin: { email, password } } : {}) });
for (const warning of outcome.warnings) console.warn(`  warning: ${warning}`);
if (outcome.problems.length > 0) {
  console.error(`Smoke test of ${url} failed (${outcome.routes} routes, bucket ${bucket}):`);
  for (const problem of outcome.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`Smoke test of ${url} passed: ${outcome.routes} routes of ${shell.label}${email && password ? '' : ' (public pages; SMOKE_ADMIN_EMAIL and SMOKE_ADMIN_PASSWORD for the back office)'}, bucket ${bucket}, ${((Date.now() - started) / 1000).toFixed(1)} s.`);
