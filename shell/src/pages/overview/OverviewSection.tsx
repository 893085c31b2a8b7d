import { Box, Heading } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

/** A titled white panel of the Overview. */
export function OverviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" color="gray.900" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
