// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

// A deployment sets its own helpline and quick-exit address with VITE_SITE_* at build time:
// this builds the module with Vite, as the shell and the remotes do, and reads what it holds.
async function builtWith(env: Record<string, string>): Promise<string> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: fileURLToPath(new URL('.', import.meta.url)),
      build: { write: false, minify: false, lib: { entry: fileURLToPath(new URL('./index.ts', import.meta.url)), formats: ['es'], fileName: 'site-config' } },
    })) as Rollup.RollupOutput[];
    return output
      .flatMap((result) => result.output)
      .map((chunk) => ('code' in chunk ? chunk.code : ''))
      .join('\n');
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

describe('site configuration overrides', () => {
  it('reach a Vite build', async () => {
    const code = await builtWith({
      VITE_SITE_QUICK_EXIT_URL: 'https://weather.example.org/',
      VITE_SITE_HELPLINE_DISPLAY: '0800 720 111',
      VITE_SITE_CONTACT_FORM_HOURS: 'Mon-Sat 7AM-9PM EAT',
      VITE_SITE_OWN_HELPLINE_24_7: 'true',
    });
    expect(code).toContain('https://weather.example.org/');
    expect(code).toContain('0800 720 111');
    expect(code).toContain('Mon-Sat 7AM-9PM EAT');
    expect(code).toMatch(/VITE_SITE_OWN_HELPLINE_24_7["']?\s*:\s*["']true["']/);
  }, 30_000);
});
