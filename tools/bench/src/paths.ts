// The routes named on a measurement command's line (`… /route …`).
import { parseArgs } from 'node:util';

/** The arguments that are paths (they start with /), or `defaults` when there are none; anything else is ignored. */
export function routePaths(argv: readonly string[], defaults: readonly string[]): string[] {
  // Not strict: an option is no path and is left alone, as any other argument that is not one.
  const { positionals } = parseArgs({ args: [...argv], strict: false, allowPositionals: true });
  const paths = positionals.filter((arg) => arg.startsWith('/'));
  return paths.length > 0 ? paths : [...defaults];
}
