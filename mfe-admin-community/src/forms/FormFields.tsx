import { Stack } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

/**
 * The fields of a form dialog. Chakra colours a field's error text with fg.error (red.500,
 * 3.8:1 on white), below WCAG AA; here it is red.700 so the message at the field stays readable.
 */
export function FormFields({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4" css={{ '& [data-scope="field"][data-part="error-text"]': { color: 'red.700' } }}>
      {children}
    </Stack>
  );
}
