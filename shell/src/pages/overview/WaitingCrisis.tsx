import { Box, Link, Text } from '@tulia/shared/chakra';
import { Link as RouterLink } from '@tulia/shared/router';
import { formatDuration, useMinuteClock } from '@tulia/shared/ui';
import { CRISIS_QUEUE_PATH } from '../../layouts/pending-counts';

/**
 * How long the oldest crisis message has waited for a first response, with the way to the
 * crisis queue; nothing when none waits. Worded in full, so the red edge is never the only sign.
 */
export function WaitingCrisis({ since }: { since: string | null }) {
  const now = useMinuteClock();
  if (!since) return null;
  const age = formatDuration(now - Date.parse(since));
  return (
    <Box
      as="section"
      aria-label="Crisis messages waiting"
      bg="white"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor="red.700"
      borderRadius="lg"
      p="4"
      mb="6"
      data-testid="waiting-crisis"
    >
      <Text color="gray.900" fontWeight="semibold">
        The oldest crisis message has been waiting {age} for a first response.
      </Text>
      <Link asChild color="red.700" textDecoration="underline" fontWeight="semibold">
        <RouterLink to={CRISIS_QUEUE_PATH}>See the crisis messages</RouterLink>
      </Link>
    </Box>
  );
}
