import { system } from './index';
import { ELEMENTS_WITH_THEIR_OWN_FONT } from './lean-global-css';

describe('theme', () => {
  it('defines the brand palette as tokens', () => {
    expect(system.token('colors.brand.600')).toBe('#17705e');
    expect(system.token('colors.sunrise.600')).toBe('#a85e02');
  });
});

describe('page-wide styles (lean-global-css)', () => {
  const layer = (index: number, name: string) => (system._global[index] as Record<string, Record<string, Record<string, unknown>>>)[`@layer ${name}`] ?? {};

  it('gives no element custom properties of its own: the variables Chakra reads are set once on html', () => {
    // Chakra writes the global styles' selectors as nested ones (`&html`).
    const base = layer(1, 'base');
    expect(base['&*']).toBeUndefined();
    expect(base['&html']).toMatchObject({
      fontFeatureSettings: '"cv11"',
      '--global-font-body': 'var(--chakra-fonts-body)',
      '--global-font-mono': 'var(--chakra-fonts-mono)',
      '--global-color-border': 'var(--chakra-colors-border)',
    });
  });

  it("keeps Chakra's reset, with font: inherit only on the elements whose browser styles set a font", () => {
    const reset = layer(0, 'reset');
    const selectors = Object.keys(reset);
    expect(reset['*']).toEqual({ margin: '0px', padding: '0px', wordWrap: 'break-word', WebkitTapHighlightColor: 'transparent' });
    expect(reset[ELEMENTS_WITH_THEIR_OWN_FONT]).toEqual({ font: 'inherit' });
    // Right after `*`: the reset's later rules (small, b, code, …) still win over it.
    expect(selectors.indexOf(ELEMENTS_WITH_THEIR_OWN_FONT)).toBe(selectors.indexOf('*') + 1);
    for (const element of ['h1', 'button', 'input', 'select', 'textarea', 'strong', 'code'])
      expect(ELEMENTS_WITH_THEIR_OWN_FONT.split(', ')).toContain(element);
  });
});
