import { Text } from '@tulia/shared/chakra';
import type { ContactMessage } from '@tulia/shared/contract';
import { formatDateTime } from '@tulia/shared/ui';
import { waitingTime, type ResponseUrgency } from './triage';

// Dark shades on white: AA contrast for small text.
const colour: Record<ResponseUrgency, string> = { on_time: 'gray.700', due_soon: 'orange.800', overdue: 'red.700' };

/**
 * How long a message has waited for a first response and when that is due ('waiting 3 h 12 min ·
 * due in 48 min'), or when it was first answered. The text says it all; the colour only helps.
 */
export function ResponseTime({ message, now }: { message: ContactMessage; now: number }) {
  const waiting = waitingTime(message, now);
  if (waiting) {
    return (
      <Text
        fontSize="sm"
        color={colour[waiting.urgency]}
        fontWeight={waiting.urgency === 'on_time' ? 'normal' : 'semibold'}
        data-urgency={waiting.urgency}
        whiteSpace="normal"
      >
        {waiting.text}
      </Text>
    );
  }
  if (message.first_response_at) {
    return (
      <Text fontSize="sm" color="gray.700" whiteSpace="normal">
        First response {formatDateTime(message.first_response_at)}
      </Text>
    );
  }
  return null;
}
