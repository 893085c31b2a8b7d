import { createSystem, defaultBaseConfig, defineConfig } from '@tulia/shared/chakra';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { WAKING_CONTROL_ATTRIBUTE } from '@tulia/shared/page-marks';
import { leanGlobalCss, withLeanReset } from './lean-global-css';

/**
 * Chakra's default theme with the recipes of the components the product uses
 * (shared/src/chakra) instead of all sixty: `defaultConfig` alone weighs ≈30 KiB gzip on
 * every page. A component added to shared/src/chakra needs its recipe here.
 */
const defaultThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: leanGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The roles Chakra's components read from a palette (`colorPalette`), taken from its scale. */
const paletteRoles = (palette: string) => ({
  solid: { value: `{colors.${palette}.600}` },
  contrast: { value: 'white' },
  fg: { value: `{colors.${palette}.700}` },
  muted: { value: `{colors.${palette}.100}` },
  subtle: { value: `{colors.${palette}.50}` },
  emphasized: { value: `{colors.${palette}.200}` },
  focusRing: { value: `{colors.${palette}.500}` },
});

// Calm, warm palette: a deep teal for trust, a sunrise amber for hope. Text colours keep
// at least 4.5:1 contrast on white (WCAG AA) so every screen passes axe-core.
const config = defineConfig({
  theme: {
    keyframes: {
      tuliaWaking: { from: { opacity: 1 }, to: { opacity: 0.6 } },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f4f1' },
          100: { value: '#c2e4dc' },
          200: { value: '#9ad2c5' },
          300: { value: '#6fbfad' },
          400: { value: '#46a893' },
          500: { value: '#1f8a74' },
          600: { value: '#17705e' },
          700: { value: '#115a4c' },
          800: { value: '#0b4339' },
          900: { value: '#062d26' },
          950: { value: '#031a16' },
        },
        sunrise: {
          50: { value: '#fff6e8' },
          100: { value: '#ffe6bf' },
          200: { value: '#ffd08a' },
          300: { value: '#ffb54d' },
          400: { value: '#f79a1f' },
          500: { value: '#d97b06' },
          600: { value: '#a85e02' },
          700: { value: '#7d4502' },
          800: { value: '#542e01' },
          900: { value: '#2e1900' },
          950: { value: '#1a0e00' },
        },
      },
      fonts: {
        heading: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
        body: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's default error red (red.500) is under 4.5:1 on white; messages must pass WCAG AA.
        fg: { error: { value: '{colors.red.700}' } },
        brand: paletteRoles('brand'),
        sunrise: paletteRoles('sunrise'),
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'white', color: 'gray.800' },
    // A control tapped before the app woke answers at once: it pulses as busy until the app has
    // replayed the tap (a choice draws itself as chosen instead; see @tulia/shared/page-marks).
    // !important: a recipe's cursor sits in a later cascade layer than these global styles.
    [`[${WAKING_CONTROL_ATTRIBUTE}]`]: { cursor: 'progress !important' },
    [`[${WAKING_CONTROL_ATTRIBUTE}]:not([role="radio"])`]: {
      animation: 'tuliaWaking 0.7s ease-in-out infinite alternate',
      _motionReduce: { animation: 'none', opacity: 0.7 },
    },
  },
});

/** The product's Chakra system; every app passes it to ChakraProvider. */
export const system = withLeanReset(createSystem(defaultBaseConfig, defaultThemeConfig, config));
