/** What every release command shares: the deployment folder or object store, and how a refusal is told. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { defaultDeployDir } from '../layout';
import { defaultMirrorDir } from '../store/target';

export type OptionValues = Record<string, string | boolean | undefined>;

/**
 * `deployDir`: the deployment folder; with `--target s3://bucket/prefix`, the local mirror of the
 * bucket the command works on (--deploy-dir, else .deploy-cache/<bucket>/<prefix>). Pass both to
 * withDeploymentTarget (store/target.ts).
 */
export function commandLine(usage: string, options: NonNullable<ParseArgsConfig['options']>): { values: OptionValues; positionals: string[]; deployDir: string; target: string | undefined } {
  try {
    const parsed = parseArgs({ allowPositionals: true, options: { ...options, 'deploy-dir': { type: 'string' }, target: { type: 'string' }, help: { type: 'boolean' } } });
    const values = parsed.values as OptionValues;
    if (values.help === true) {
      console.log(usage);
      process.exit(0);
    }
    const target = typeof values.target === 'string' ? values.target : undefined;
    const deployDir = typeof values['deploy-dir'] === 'string' ? values['deploy-dir'] : target ? defaultMirrorDir(target) : defaultDeployDir();
    return { values, positionals: parsed.positionals, deployDir, target };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
}

export const stringOption = (values: OptionValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};

/** Stops the command: nothing visitors load has changed. */
export function refuse(what: string, reason: string, details: readonly string[], unchanged: string): never {
  console.error(`\n${what} refused: ${reason}`);
  for (const detail of details) console.error(`  - ${detail}`);
  console.error(unchanged);
  process.exit(1);
}

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
