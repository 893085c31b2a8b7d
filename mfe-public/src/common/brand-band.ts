/**
 * The dark brand band that carries a call to action or a highlight in white text, and what sits
 * on it, as Chakra style props to spread (an element keeps its own tag and prop order).
 */
export const brandBand = { bg: 'brand.800', color: 'white', borderRadius: '2xl' } as const;

export const onBrandBand = {
  /** A white button. */
  solid: { bg: 'white', color: 'brand.800', _hover: { bg: 'brand.50' } },
  /** A button outlined in white. */
  outline: { variant: 'outline', color: 'white', borderColor: 'white', _hover: { bg: 'brand.700' } },
} as const;
