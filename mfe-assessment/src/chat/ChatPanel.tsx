import { Box, Flex, HStack, Heading, IconButton, Link, Text } from '@tulia/shared/chakra';
import { CLOSES_AT_ONCE_ATTRIBUTE } from '@tulia/shared/page-marks';
import { QuickExitButton } from '@tulia/shared/ui';
import { outlinedCard } from '@tulia/shared/public-ui';
import { useEffect, useId, useRef } from 'react';
import { HelplineLink } from '../support/contact-links';
import { ChatComposer } from './ChatComposer';
import { CloseIcon } from './chat-icons';
import { ChatMessageList } from './ChatMessageList';
import { QuickReplies } from './QuickReplies';
import type { ChatHelper } from './useChatHelper';

export interface ChatPanelProps {
  id: string;
  /** Closed: still in the page (hidden), so that the HTML can open it before the app wakes. */
  hidden: boolean;
  chat: ChatHelper;
  onClose: () => void;
}

/**
 * The chat panel: a non-modal dialog beside the page. Focus goes to the input when it opens;
 * Escape or the close button closes it (the widget then returns focus to the chat button).
 * On a phone it may cover the page's bar, so it carries its own "Exit this page".
 */
export function ChatPanel({ id, hidden, chat, onClose }: ChatPanelProps) {
  const titleId = useId();
  const descriptionId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!hidden) input.current?.focus();
  }, [hidden]);

  return (
    <Box
      id={id}
      hidden={hidden}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      display="flex"
      flexDirection="column"
      w={{ base: 'calc(100vw - 2rem)', sm: '22rem' }}
      h="min(34rem, calc(100dvh - 7rem))"
      mb="3"
      {...outlinedCard}
      borderRadius="xl"
      shadow="xl"
      overflow="hidden"
    >
      <Box px="4" py="3" bg="brand.700" color="white">
        <Flex align="center" justify="space-between" gap="2">
          <Heading as="h2" id={titleId} size="md" color="white">
            Chat helper
          </Heading>
          <HStack gap="1">
            <QuickExitButton />
            <IconButton
              aria-label="Close chat"
              size="sm"
              variant="ghost"
              color="white"
              _hover={{ bg: 'brand.800' }}
              onClick={onClose}
              {...{ [CLOSES_AT_ONCE_ATTRIBUTE]: '' }}
            >
              <CloseIcon />
            </IconButton>
          </HStack>
        </Flex>
        <Text id={descriptionId} fontSize="xs" color="white">
          Automatic replies. Nothing you type leaves this device.
        </Text>
      </Box>
      <ChatMessageList messages={chat.messages} isTyping={chat.isTyping} />
      <QuickReplies replies={chat.quickReplies} onPick={chat.sendQuickReply} />
      <ChatComposer onSend={chat.send} inputRef={input} />
      <Text px="4" pb="3" fontSize="xs" color="gray.700">
        Need a person now? 24/7 helpline: {/* Drawn by Chakra here: the chat is on every page, the assessment's stylesheet only on its own. */}
        <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
          <HelplineLink />
        </Link>
      </Text>
    </Box>
  );
}
