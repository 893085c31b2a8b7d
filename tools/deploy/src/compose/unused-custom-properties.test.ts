import { describe, expect, it } from 'vitest';
import { withoutUnusedCustomProperties } from './unused-custom-properties';

describe('withoutUnusedCustomProperties', () => {
  const tags = [
    '<style data-emotion="css-global a">:root{--colors-brand:#062d26;--colors-red:#f00;--fg:var(--colors-brand);--unused:var(--colors-red);--spacing-4:1rem}',
    '.dark{--only-dark:#000}@media (min-width:1px){.x{--also-unused:1}}</style>',
    '<style data-emotion="css b">.b{color:var(--fg);padding:var(--spacing-4, 4px)}</style>',
  ].join('');

  it('keeps the properties the rules and the markup use, with what they use in turn', () => {
    const pruned = withoutUnusedCustomProperties(tags, '<p style="margin:var(--colors-red)">Hi</p>');
    expect(pruned).toBe(
      '<style data-emotion="css-global a">:root{--colors-brand:#062d26;--colors-red:#f00;--fg:var(--colors-brand);--spacing-4:1rem}</style>' +
        '<style data-emotion="css b">.b{color:var(--fg);padding:var(--spacing-4, 4px)}</style>',
    );
  });

  it('drops a chain nobody uses, and the rules it leaves empty', () => {
    const pruned = withoutUnusedCustomProperties(tags, '<p>Hi</p>');
    expect(pruned).not.toContain('--colors-red');
    expect(pruned).not.toContain('--unused');
    expect(pruned).not.toContain('.dark');
    expect(pruned).not.toContain('@media');
    expect(pruned).toContain('--colors-brand:#062d26;');
  });

  it('leaves a page without style tags as it is', () => {
    expect(withoutUnusedCustomProperties('', '<p/>')).toBe('');
  });
});
