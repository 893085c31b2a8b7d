import { Box, Button, Heading, Text } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

/** A calm failure message with a Retry that the caller wires to a real reload. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Retry', children }: ErrorStateProps) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.200" bg="red.50" borderRadius="lg" p={{ base: '4', md: '6' }}>
      {title ? (
        <Heading as="h2" size="md" color="red.800" mb="2">
          {title}
        </Heading>
      ) : null}
      <Text color="red.800">{message}</Text>
      {children}
      {onRetry ? (
        <Button mt="4" colorPalette="red" variant="solid" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Box>
  );
}
