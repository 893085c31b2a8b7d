import { Box, Heading, Text } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Buttons shown at the right on wide screens, below the title on phones. */
  actions?: ReactNode;
}

/** The title block every screen starts with; the h1 of the page. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      alignItems={{ base: 'stretch', md: 'center' }}
      justifyContent="space-between"
      gap="4"
      mb="6"
    >
      <Box>
        <Heading as="h1" size="2xl" color="gray.900">
          {title}
        </Heading>
        {subtitle ? (
          <Text mt="1" color="gray.600">
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <Box display="flex" gap="2" flexWrap="wrap">
          {actions}
        </Box>
      ) : null}
    </Box>
  );
}
