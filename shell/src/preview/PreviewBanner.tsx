import { Box, Button, Flex, Text } from '@tulia/shared/chakra';
import { useSyncExternalStore } from 'react';
import { NO_PREVIEWS } from './preview-override';
import { activePreviews, endPreview, subscribePreviews } from './preview-session';

/**
 * Says, on every page, that this browser loads a previewed version of a remote, and ends the
 * preview. Fixed at the bottom left and narrower than the screen by the chat button's width, so
 * that it covers neither that button nor the chat panel ("Exit this page" is in the top bar and in
 * the panel, which is drawn above it); rendered only in the browser (the server's HTML has none).
 */
export function PreviewBanner() {
  const previews = useSyncExternalStore(subscribePreviews, activePreviews, () => NO_PREVIEWS);
  const entries = Object.entries(previews);
  if (entries.length === 0) return null;
  return (
    <>
      {/* Room after the page, so that its end can be scrolled out from under the banner. */}
      <Box aria-hidden="true" h={{ base: '7rem', md: '4rem' }} />
      <Box
        as="section"
        aria-label="Preview"
        data-testid="preview-banner"
        position="fixed"
        bottom="2"
        left="2"
        maxW="calc(100% - 5rem)"
        zIndex="banner"
        bg="gray.900"
        color="white"
        borderRadius="md"
        shadow="md"
        px="3"
        py="2"
        fontSize="sm"
        css={{ '@media print': { display: 'none' } }}
      >
        <Flex align="center" gap="2" wrap="wrap">
          <Box minW="0">
            {entries.map(([pkg, { version }]) => (
              <Text key={pkg}>
                {`Previewing ${pkg} `}
                {/* A version reads whole: a narrow screen breaks the line before it, not at its hyphen. */}
                <Box as="span" whiteSpace="nowrap">
                  {version}
                </Box>
              </Text>
            ))}
          </Box>
          <Button
            size="sm"
            bg="white"
            color="gray.900"
            _hover={{ bg: 'gray.200' }}
            _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
            onClick={() => endPreview()}
          >
            End preview
          </Button>
        </Flex>
      </Box>
    </>
  );
}
