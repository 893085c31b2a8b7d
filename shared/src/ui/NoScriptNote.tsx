import { Box } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface NoScriptNoteProps {
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A note read only where JavaScript is off (the page arrives as HTML, but some parts need a
 * script). React neither renders nor hydrates a noscript's children in the browser, so the
 * note never affects hydration.
 */
export function NoScriptNote({ children, 'data-testid': testId = 'noscript-note' }: NoScriptNoteProps) {
  return (
    <noscript>
      <Box data-testid={testId} mb="6" p="4" bg="brand.50" borderWidth="1px" borderColor="brand.200" borderRadius="lg" color="gray.900">
        {children}
      </Box>
    </noscript>
  );
}
