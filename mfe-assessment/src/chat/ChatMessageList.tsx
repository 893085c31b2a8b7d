import { Box, Flex, Text, VisuallyHidden } from '@tulia/shared/chakra';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from './chat-message';
import { SparkleIcon } from './chat-icons';

const timeOf = (timestamp: number) => new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  isTyping: boolean;
}

/**
 * The conversation as a polite live region (role log), so that screen readers announce each
 * new message; it scrolls to the newest message whenever one arrives or the helper starts typing.
 */
export function ChatMessageList({ messages, isTyping }: ChatMessageListProps) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, isTyping]);

  return (
    <>
      <Box
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        // Focusable so keyboard users can scroll back through the conversation.
        tabIndex={0}
        flex="1"
        minH="0"
        overflowY="auto"
        px="4"
        py="3"
        display="flex"
        flexDirection="column"
        gap="3"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
      >
        {messages.map((message) => (
          <Flex key={message.id} direction="column" align={message.isBot ? 'flex-start' : 'flex-end'}>
            <Box
              maxW="85%"
              px="3"
              py="2"
              borderRadius="lg"
              bg={message.isBot ? (message.sparkles ? 'sunrise.50' : 'gray.100') : 'brand.700'}
              color={message.isBot ? 'gray.900' : 'white'}
              borderWidth={message.sparkles ? '1px' : '0'}
              borderColor="sunrise.600"
              data-testid={message.isBot ? 'bot-message' : 'user-message'}
            >
              <VisuallyHidden>{message.isBot ? 'Helper: ' : 'You: '}</VisuallyHidden>
              {message.sparkles ? <SparkleIcon boxSize="4" color="sunrise.700" me="1" verticalAlign="text-bottom" /> : null}
              <Text as="span" whiteSpace="pre-wrap">
                {message.text}
              </Text>
            </Box>
            <Text fontSize="xs" color="gray.700" mt="1" aria-hidden="true">
              {timeOf(message.timestamp)}
            </Text>
          </Flex>
        ))}
      </Box>
      {isTyping ? (
        <Box role="status" px="4" pb="2" fontSize="sm" color="gray.700" data-testid="typing-indicator">
          <Box as="span" aria-hidden="true" animation="pulse" _motionReduce={{ animation: 'none' }} me="1">
            •••
          </Box>
          The helper is typing
        </Box>
      ) : null}
    </>
  );
}
