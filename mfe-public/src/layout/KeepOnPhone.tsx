import { useEffect, useRef } from 'react';
import { Box, Button, Text } from '@tulia/shared/chakra';
import { aboutSize } from '@tulia/shared/offline';
import { useKeepOnPhone } from './useKeepOnPhone';

/** What the visitor reads in each state (plain and calm: nothing here is urgent). */
const sentences = {
  offer: 'Every page, the assessment and the chat helper will then open without a connection. Pages you have opened already are kept.',
  keeping: 'This can take a minute on a slow connection. You can keep reading meanwhile.',
  kept: 'Tulia is kept on this phone: every page, the assessment and the chat helper open without a connection.',
  failed: 'Tulia could not be kept just now. Pages you have opened still work without a connection. You can try again later.',
} as const;

/**
 * "Keep Tulia on this phone": the visitor chooses to download the rest of the site for offline
 * use, told what it costs first (docs/offline.md). Shown only once the offline helper serves
 * the page and has answered, so never in the server's HTML.
 */
export function KeepOnPhone() {
  const keeping = useKeepOnPhone();
  const sentence = useRef<HTMLParagraphElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const state = keeping?.state;

  // The button goes once the site is kept: the sentence that says so takes its focus.
  const hadFocus = useRef(false);
  useEffect(() => {
    if (state === 'kept' && hadFocus.current) sentence.current?.focus();
  }, [state]);

  if (!keeping) return null;
  const busy = keeping.state === 'keeping';
  const label =
    keeping.state === 'failed'
      ? `Try again (${aboutSize(keeping.bytes)})`
      : busy
        ? 'Keeping Tulia on this phone…'
        : `Keep Tulia on this phone (${aboutSize(keeping.bytes)})`;

  return (
    <Box data-testid="keep-on-phone" data-state={keeping.state} mt="8" maxW="xl">
      {keeping.state !== 'kept' && (
        <Button
          ref={button}
          size="sm"
          bg="white"
          color="brand.900"
          _hover={{ bg: 'brand.50' }}
          _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
          whiteSpace="normal"
          textAlign="start"
          height="auto"
          minH="10"
          py="2"
          aria-disabled={busy || undefined}
          aria-describedby="keep-on-phone-sentence"
          onFocus={() => (hadFocus.current = true)}
          onBlur={() => (hadFocus.current = false)}
          onClick={() => {
            if (!busy) keeping.keep();
          }}
        >
          {label}
        </Button>
      )}
      <Text
        ref={sentence}
        id="keep-on-phone-sentence"
        role="status"
        tabIndex={-1}
        fontSize="sm"
        mt={keeping.state === 'kept' ? '0' : '2'}
        color="brand.100"
        outline="none"
      >
        {sentences[keeping.state]}
      </Text>
    </Box>
  );
}
