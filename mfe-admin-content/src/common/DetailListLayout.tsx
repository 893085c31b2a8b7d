import { Box } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

/**
 * The shared DetailList asks for a vertical layout on phones and a horizontal one from `sm`,
 * but Chakra keeps the vertical variant's column direction and adds the horizontal one's
 * centring, so on wide screens label and value stack and centre. This lays its items out as
 * label | value rows from `sm`. Remove once DetailList is fixed in `shared`.
 */
export function DetailListLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      display="contents"
      css={{
        '& .chakra-data-list__item': { flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'stretch', sm: 'baseline' } },
      }}
    >
      {children}
    </Box>
  );
}
