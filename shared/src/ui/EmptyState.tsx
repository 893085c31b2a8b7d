import { Box, Heading, Text } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Box textAlign="center" py="10" px="4" data-testid="empty-state">
      <Heading as="p" size="md" color="gray.800">
        {title}
      </Heading>
      {description ? (
        <Text mt="2" color="gray.600">
          {description}
        </Text>
      ) : null}
      {action ? <Box mt="4">{action}</Box> : null}
    </Box>
  );
}
