import { Box, Button, HStack, Text } from '@tulia/shared/chakra';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being paged, for the summary line ('users', 'messages'). */
  noun?: string;
}

/** Paging controls for a server-paged list: the range shown, the total, Previous and Next. */
export function Pagination({ page, perPage, total, onPageChange, noun = 'results' }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);
  return (
    <Box as="nav" aria-label="Pagination" display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" mt="4">
      <Text color="gray.700" fontSize="sm" aria-live="polite">
        Showing {first}–{last} of {total.toLocaleString('en-KE')} {noun}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          Previous page
        </Button>
        <Text fontSize="sm" color="gray.700">
          Page {page} of {pages}
        </Text>
        <Button size="sm" variant="outline" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          Next page
        </Button>
      </HStack>
    </Box>
  );
}
