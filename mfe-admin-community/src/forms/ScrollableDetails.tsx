import { Box } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

/**
 * The content of a details dialog, focusable so that keyboard users can scroll a long record
 * (the dialog body scrolls and may hold nothing else to focus: axe's scrollable-region-focusable).
 */
export function ScrollableDetails({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} borderRadius="sm" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}>
      {children}
    </Box>
  );
}
