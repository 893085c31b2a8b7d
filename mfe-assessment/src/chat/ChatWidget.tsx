import { Box, Button } from '@tulia/shared/chakra';
import { HYDRATES_LATER_ATTRIBUTE, OPENS_AT_ONCE_ATTRIBUTE } from '@tulia/shared/page-marks';
import { useEffect, useId, useRef } from 'react';
import { browserClock, type Clock, type RandomSource } from '../timing/clock';
import { ChatPanel } from './ChatPanel';
import { ChatBubbleIcon, SparkleIcon } from './chat-icons';
import { useChatHelper } from './useChatHelper';

export interface ChatWidgetProps {
  /** Timers; the browser's by default. Tests pass fake ones. */
  clock?: Clock;
  /** Chances and reply delays; Math.random by default. */
  random?: RandomSource;
}

/**
 * The chat helper: a floating button on every public page, placed
 * by the shell, that opens the scripted chat panel. The conversation survives closing the panel
 * and moving between public pages, and is gone when the visitor leaves the site.
 */
export default function ChatWidget({ clock = browserClock, random = Math.random }: ChatWidgetProps) {
  const chat = useChatHelper(clock, random);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  // Hydrated after the page (its own code): a tap made before then waits for this (HYDRATES_LATER_ATTRIBUTE).
  useEffect(() => widget.current?.removeAttribute(HYDRATES_LATER_ATTRIBUTE), []);

  const closePanel = () => {
    chat.close();
    button.current?.focus();
  };

  return (
    <Box
      position="fixed"
      bottom={{ base: '3', md: '5' }}
      right={{ base: '3', md: '5' }}
      zIndex="overlay"
      display="flex"
      flexDirection="column"
      alignItems="flex-end"
      data-remote="mfe-assessment"
      data-remote-version={__REMOTE_VERSION__}
      data-testid="chat-widget"
      ref={widget}
      {...{ [HYDRATES_LATER_ATTRIBUTE]: '' }}
    >
      {/* In the HTML while closed too, so that a tap opens it before the app wakes. */}
      <ChatPanel id={panelId} hidden={!chat.isOpen} chat={chat} onClose={closePanel} />
      <Box position="relative">
        <Button
          ref={button}
          colorPalette="brand"
          size="lg"
          borderRadius="full"
          shadow="lg"
          // A round icon button on phones, where a wide pill would cover more of the page.
          aria-label="Chat with us"
          w={{ base: '12', md: 'auto' }}
          px={{ base: '0', md: '5' }}
          aria-expanded={chat.isOpen}
          aria-controls={panelId}
          onClick={chat.isOpen ? chat.close : chat.open}
          {...{ [OPENS_AT_ONCE_ATTRIBUTE]: '' }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && chat.isOpen) chat.close();
          }}
        >
          <ChatBubbleIcon />
          <Box as="span" hideBelow="md">
            Chat with us
          </Box>
        </Button>
        {chat.showSparkle ? (
          <SparkleIcon data-testid="chat-sparkle" position="absolute" top="-2" right="-1" boxSize="6" color="sunrise.400" pointerEvents="none" />
        ) : null}
      </Box>
    </Box>
  );
}
