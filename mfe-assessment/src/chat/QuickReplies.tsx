import { Button, Flex } from '@tulia/shared/chakra';
import type { QuickReply } from './chat-message';

/** Chips for the first canned prompts, offered at the start of a conversation. */
export function QuickReplies({ replies, onPick }: { replies: readonly QuickReply[]; onPick: (reply: QuickReply) => void }) {
  if (replies.length === 0) return null;
  return (
    <Flex role="group" aria-label="Suggested questions" wrap="wrap" gap="2" px="4" pb="3">
      {replies.map((reply) => (
        <Button
          key={reply.text}
          size="xs"
          variant="outline"
          colorPalette="brand"
          borderRadius="full"
          whiteSpace="normal"
          h="auto"
          py="1.5"
          textAlign="start"
          onClick={() => onPick(reply)}
        >
          {reply.text}
        </Button>
      ))}
    </Flex>
  );
}
