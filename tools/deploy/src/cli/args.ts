/** What every release command shares: the deployment folder, and how a refusal is told. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { defaultDeployDir } from '../layout';

export type OptionValues = Record<string, string | boolean | undefined>;

export function commandLine(usage: string, options: NonNullable<ParseArgsConfig['options']>): { values: OptionValues; positionals: string[]; deployDir: string } {
  try {
    const parsed = parseArgs({ allowPositionals: true, options: { ...options, 'deploy-dir': { type: 'string' }, help: { type: 'boolean' } } });
    const values = parsed.values as OptionValues;
    if (values.help === true) {
      console.log(usage);
      process.exit(0);
    }
    const deployDir = typeof values['deploy-dir'] === 'string' ? values['deploy-dir'] : defaultDeployDir();
    return { values, positionals: parsed.positionals, deployDir };
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
