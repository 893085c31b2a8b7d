import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, closed PGlite data directory that test files copy instead of running initdb. */
    pgliteTemplate: string;
  }
}

let template: string | undefined;

// Creating a PGlite database (initdb in WebAssembly) takes seconds; copying a migrated one
// takes a fraction of that, so every test file starts from this template.
export async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  template = mkdtempSync(join(tmpdir(), 'tulia-api-template-'));
  const database = await openDatabase({ dataDir: template });
  await database.close();
  project.provide('pgliteTemplate', template);
}

export async function teardown(): Promise<void> {
  if (template) rmSync(template, { recursive: true, force: true });
}
