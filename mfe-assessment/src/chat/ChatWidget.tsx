import { Box, Button, Text } from '@chakra-ui/react';
import { siteConfig, telHref } from '@tulia/shared/site-config';
import { useId, useState } from 'react';

/** The chat helper's floating button and panel, placed by the shell on every public page. */
export default function ChatWidget() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box position="fixed" bottom="4" right="4" zIndex="overlay" data-remote="mfe-assessment" data-testid="chat-widget">
      {open ? (
        <Box
          id={panelId}
          role="dialog"
          aria-label="Chat helper"
          bg="white"
          borderWidth="1px"
          borderRadius="lg"
          shadow="lg"
          p="4"
          mb="3"
          maxW="xs"
        >
          <Text>
            Hi there! I&apos;m here to help you find your way around. If you need to talk to someone right now, call
            our 24/7 helpline on <a href={telHref(siteConfig.helplineTel)}>{siteConfig.helplineDisplay}</a>.
          </Text>
        </Box>
      ) : null}
      <Button colorPalette="brand" borderRadius="full" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {open ? 'Close chat' : 'Chat with us'}
      </Button>
    </Box>
  );
}
