// npm run db:drill end to end on a small seed: a throwaway PostgreSQL, an encrypted backup,
// both refusals, the restore compared table by table, the api on the copy.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../../api/scripts/lib/processes';

function postgresMissing(): string | null {
  const base = '/usr/lib/postgresql';
  const found = process.env.PG_BINDIR || (existsSync(base) && readdirSync(base).some((version) => existsSync(join(base, version, 'bin', 'initdb'))));
  return found ? null : "PostgreSQL server binaries not found: install the Debian package 'postgresql' (.ci/run does).";
}

const missing = postgresMissing();
if (missing) console.warn(`Skipping the restore drill test: ${missing}`);

describe.skipIf(missing !== null)('the restore drill', () => {
  it('backs up, refuses another key and a flipped bit, restores identical tables, and the api signs in on the copy', async () => {
    const backups = mkdtempSync(join(tmpdir(), 'tulia-drill-test-'));
    const env: NodeJS.ProcessEnv = { ...process.env, BACKUP_DIR: backups };
    for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'BACKUP_KEY']) delete env[name];
    const args = [
      '--import',
      pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
      join(import.meta.dirname, 'drill.ts'),
      '--seed',
      '--users',
      '200',
      '--messages',
      '100',
    ];
    try {
      // Rejects with the end of the output when the drill fails.
      const output = await runCommand(process.execPath, args, { env, quiet: true });
      // The figures in the test's log, as a record of the run.
      console.log(output.split('\n').slice(-8).join('\n'));
      expect(output).toMatch(/Seeded 200 users, 100 contact messages/);
      expect(output).toMatch(/Refused, nothing restored: another key \(\d+ ms\): .* was encrypted under another key/);
      expect(output).toMatch(/Refused, nothing restored: one bit flipped at byte \d+ \(\d+ ms\): .* is damaged or truncated/);
      expect(output).toMatch(/users +201 rows +restored +201 +identical/);
      expect(output).toMatch(/contact_messages +100 rows +restored +100 +identical/);
      expect(output).toMatch(/tables +(\d+) identical of \1\n/);
      expect(output).toMatch(/\/api\/health\/ready 200 .*\(seeded in the source, restored\) signed in/);
      expect(output).toMatch(/backup size +[\d.]+ MiB \(\d+ bytes\)\n +backup time +[\d.]+ s\n +restore time +[\d.]+ s \(budget 60 s\)/);
      expect(output).toMatch(/The drill passed in [\d.]+ s\./);
      // Nothing of the drill is left, the folder is private.
      expect(readdirSync(backups)).toEqual([]);
      expect(statSync(backups).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(backups, { recursive: true, force: true });
    }
  }, 180_000);
});
