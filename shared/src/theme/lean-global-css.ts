/**
 * Chakra's page-wide styles, made cheap for a phone to apply (docs/decisions.md, "Rendering
 * long pages"). Two of its rules match every element: its global styles give each one two dozen
 * custom properties (`*`: the ring, filter and backdrop defaults of utilities the product never
 * uses, and the font and border variables), and its reset gives each one `font: inherit`. Both
 * make the browser compute every element's style on its own instead of sharing its parent's;
 * measured on Home at 4× slower CPU, the page's first style calculation took about 290 ms with
 * them and about 170 ms without. What they did is kept: the variables are set once on `html`
 * (custom properties inherit), and `font: inherit` applies to the elements whose browser styles
 * set a font of their own (headings, form controls, …), which every other element inherits anyway.
 */
import { defineGlobalStyles, type SystemContext, type SystemStyleObject } from '@tulia/shared/chakra';
import { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme';

type Styles = Record<string, unknown>;

/** The elements whose browser styles set a font: Chakra's reset makes them inherit theirs. */
export const ELEMENTS_WITH_THEIR_OWN_FONT =
  'h1, h2, h3, h4, h5, h6, b, strong, i, em, cite, var, dfn, address, small, big, sub, sup, rt, code, kbd, samp, pre, tt, th, button, input, optgroup, select, textarea';

const { '*': everyElement = {}, html = {}, ...rest } = chakraGlobalCss;

/** The variables Chakra's own styles read (the rest of its `*` rule serves utilities the product does not use). */
const readVariables = ['--global-font-mono', '--global-font-body', '--global-color-border'] as const;

/** Chakra's global styles with what it set on every element set once on `html`. */
export const leanGlobalCss = defineGlobalStyles({
  ...rest,
  html: {
    ...html,
    fontFeatureSettings: everyElement.fontFeatureSettings,
    ...(Object.fromEntries(readVariables.map((name) => [name, everyElement[name]])) as SystemStyleObject),
  },
});

/** The system with Chakra's reset giving `font: inherit` only to the elements that need it. */
export function withLeanReset<System extends SystemContext>(system: System): System {
  const [preflight, ...others] = system._global as Styles[];
  const reset = preflight?.['@layer reset'] as Styles | undefined;
  const everyElementReset = reset?.['*'] as Styles | undefined;
  if (!reset || !everyElementReset || everyElementReset.font !== 'inherit') return system;
  const { font, ...restOfEveryElement } = everyElementReset;
  // Same place in the reset (the rules after it still win), only for the elements listed.
  const entries = Object.entries(reset).flatMap(([selector, styles]) =>
    selector === '*' ? [['*', restOfEveryElement] as const, [ELEMENTS_WITH_THEIR_OWN_FONT, { font }] as const] : [[selector, styles] as const],
  );
  return { ...system, _global: [{ ...preflight, '@layer reset': Object.fromEntries(entries) }, ...others] };
}
