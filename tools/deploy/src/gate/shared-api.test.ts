import { describe, expect, it } from 'vitest';
import { sharedApiProblems } from './shared-api';

const live = {
  version: '1.0.0+aaaa',
  label: 'the live shell 1.0.0-live',
  declarations: () => ({
    'toast/index.d.ts': "export declare const toast: { success(text: string): void };\nexport declare function notify(text: string): void;\nexport type { Kind } from './kind';\n",
    'toast/kind.d.ts': "export type Kind = 'a' | 'b';\n",
    'ui/index.d.ts': 'export declare function formatDate(value: string): string;\n',
  }),
};

const built = (toast: string, imports: Record<string, string[]>, version = '1.0.0+bbbb') => ({
  version,
  label: 'mfe-admin-content 1.0.0-x',
  imports,
  declarations: () => ({ 'toast/index.d.ts': toast, 'ui/index.d.ts': 'export declare function formatDate(value: string): string;\n' }),
});

describe('sharedApiProblems', () => {
  it('accepts a build whose imports the shell provides with compatible types', () => {
    const candidate = built('export declare const toast: { success(text: string): void };\nexport declare function notify(text: string): void;\n', { toast: ['toast', 'notify'], ui: ['formatDate'] });
    expect(sharedApiProblems(live, candidate)).toEqual([]);
  });

  it('names a value the live shell does not provide', () => {
    const candidate = built('export declare const toast: { success(text: string): void };\nexport declare function toastSkewProbe(): void;\n', { toast: ['toast', 'toastSkewProbe'] });
    expect(sharedApiProblems(live, candidate)).toEqual(['@tulia/shared/toast: toastSkewProbe is not provided by the live shell 1.0.0-live']);
  });

  it('names a value whose signature differs from what the build was made against', () => {
    const candidate = built('export declare function notify(text: string, level: number): void;\n', { toast: ['notify'] });
    const problems = sharedApiProblems({ ...live, declarations: () => ({ ...live.declarations(), 'toast/index.d.ts': 'export declare function notify(text: number): void;\n' }) }, candidate);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^@tulia\/shared\/toast: notify in the live shell 1\.0\.0-live does not match what mfe-admin-content 1\.0\.0-x was built against/);
  });

  it('checks every value of a module the build takes whole', () => {
    const candidate = built('export declare const toast: { success(text: string): void };\nexport declare function extra(): void;\n', { toast: ['*'] });
    expect(sharedApiProblems(live, candidate)).toEqual(['@tulia/shared/toast: extra is not provided by the live shell 1.0.0-live']);
  });

  it('names a module the live shell does not provide', () => {
    const candidate = { ...built('', { safety: ['quickExit'] }), declarations: () => ({ 'safety/index.d.ts': 'export declare function quickExit(): void;\n' }) };
    expect(sharedApiProblems(live, candidate)).toContain('@tulia/shared/safety: not provided by the live shell 1.0.0-live');
  });

  it('skips the check when both hold the same content version', () => {
    expect(sharedApiProblems(live, built('', { toast: ['missing'] }, live.version))).toEqual([]);
  });
});
