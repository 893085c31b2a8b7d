import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Two defects of the shared design system, patched for what this remote shows inside dialogs
 * until they are fixed in `shared` (then this wrapper can go):
 * - Chakra's field error text (fg.error, red.500) is 3.8:1 on white, below WCAG AA: shown in red.700.
 * - DetailList's responsive orientation keeps the vertical variant's column direction on wide
 *   screens, so label and value stack and centre: laid out as label | value rows from `sm`.
 */
export function DesignSystemPatches({ children }: { children: ReactNode }) {
  return (
    <Box
      display="contents"
      css={{
        '& [data-part="error-text"]': { color: 'red.700' },
        '& .chakra-data-list__item': { flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'stretch', sm: 'baseline' } },
      }}
    >
      {children}
    </Box>
  );
}
