import { Box, Text } from '@tulia/shared/chakra';

/** Name and e-mail of a person in a table cell (typed text, rendered as text). */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <Box minW="40">
      <Text fontWeight="medium" color="gray.900">
        {name}
      </Text>
      <Text fontSize="sm" color="gray.600" wordBreak="break-all">
        {email}
      </Text>
    </Box>
  );
}
