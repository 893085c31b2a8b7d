// The functions that run in the page are sent there as their source text. Under tsx, esbuild's
// keepNames wraps every named function inside them in `__name(…)`, a helper the page does not
// have; this checks their source as tsx compiles it (vitest compiles differently).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const inPage = {
  './bench/page-ready.ts': ['contentVisible', 'installRuntimeProbes', 'readRuntimeProbes'],
  './bench/switch.ts': ['clickUntilVisible'],
  './bench/tap-probe.ts': ['installTapProbe', 'conditionHolds', 'watchConditions', 'untilConditionsSeen', 'readTapProbe'],
  './bench/taps.ts': ['targetPoint'],
  './paints.ts': ['observePaints', 'readPaints'],
};

describe('functions that run in the page', () => {
  it('hold no __name helper once compiled by tsx', () => {
    const script = Object.entries(inPage)
      .map(
        ([file, names], index) =>
          `import * as m${index} from ${JSON.stringify(fileURLToPath(new URL(file, import.meta.url)))};\n${names.map((name) => `console.log(JSON.stringify([${JSON.stringify(name)}, String(m${index}.${name})]));`).join('\n')}`,
      )
      .join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { encoding: 'utf8' });
    const sources = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as [string, string]);
    expect(sources.map(([name]) => name)).toEqual(Object.values(inPage).flat());
    for (const [name, source] of sources) {
      expect(source, name).toMatch(/^(async )?function /);
      expect(source, name).not.toContain('__name');
    }
  });
});
