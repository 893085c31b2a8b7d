import { Box, Text } from '@tulia/shared/chakra';
import type { GroupSuggestion } from '@tulia/shared/contract';

/** Which suggestion a review dialog is about, at its top. */
export function SuggestionSummary({ suggestion, children }: { suggestion: GroupSuggestion; children: string }) {
  return (
    <Box bg="gray.50" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold" color="gray.900" wordBreak="break-word">
        {suggestion.group_name}
      </Text>
      <Text fontSize="sm" color="gray.700">
        {suggestion.category} · suggested by {suggestion.suggested_by_name}
      </Text>
      <Text mt="2" fontSize="sm" color="gray.800">
        {children}
      </Text>
    </Box>
  );
}
