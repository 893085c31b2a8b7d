import { Box, Text } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

/** A table cell of two lines: the value, and a smaller detail under it (a licence's type). */
export function TwoLineCell({ value, detail, breakDetail = false }: { value: ReactNode; detail: ReactNode; breakDetail?: boolean }) {
  return (
    <Box minW="40">
      <Text fontWeight="medium" color="gray.900">
        {value}
      </Text>
      <Text fontSize="sm" color="gray.600" wordBreak={breakDetail ? 'break-all' : undefined}>
        {detail}
      </Text>
    </Box>
  );
}

/** Name and e-mail of a person in a table cell (typed text, rendered as text; a long e-mail wraps anywhere). */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return <TwoLineCell value={name} detail={email} breakDetail />;
}
