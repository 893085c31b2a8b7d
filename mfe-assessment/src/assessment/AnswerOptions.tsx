import { Box, chakra, Stack } from '@tulia/shared/chakra';
import { WAKING_CONTROL_ATTRIBUTE } from '@tulia/shared/page-marks';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { AnswerOption } from '../question-bank';

export interface AnswerOptionsProps {
  options: readonly AnswerOption[];
  selectedScore: number | undefined;
  onChoose: (score: number) => void;
  /** Id of the question heading that names the group. */
  labelledBy: string;
}

/**
 * The options of one question as a radio group with a roving tab stop: Tab enters the group on
 * the chosen option (or the first), Arrow keys and Home/End move between options, Space or
 * Enter chooses. Arrow keys move focus without choosing, unlike a plain radio group, because a
 * choice auto-advances to the next question: choosing on every arrow press would
 * carry a keyboard user past the question before they reached the answer they meant.
 */
/**
 * Tapped before the app woke (the page arrived as HTML), an option is drawn as chosen at once by
 * the mark the wake-up script puts on it, until the app replays the tap and chooses it.
 */
const chosenBeforeWake = {
  [`&[${WAKING_CONTROL_ATTRIBUTE}]`]: { bg: 'brand.50', borderColor: 'brand.600', fontWeight: 'semibold' },
  [`&[${WAKING_CONTROL_ATTRIBUTE}] > [data-answer-mark]`]: {
    borderColor: 'brand.600',
    bg: 'radial-gradient(circle, {colors.brand.600} 0 5px, transparent 5.5px)',
  },
} as const;

export function AnswerOptions({ options, selectedScore, onChoose, labelledBy }: AnswerOptionsProps) {
  const selectedIndex = options.findIndex((option) => option.score === selectedScore);
  const [tabStop, setTabStop] = useState(selectedIndex >= 0 ? selectedIndex : 0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const focusOption = (at: number) => {
    const target = (at + options.length) % options.length;
    setTabStop(target);
    buttons.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: options.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusOption(to);
  };

  return (
    <Stack role="radiogroup" aria-labelledby={labelledBy} gap="3">
      {options.map((option, at) => {
        const checked = option.score === selectedScore;
        return (
          <chakra.button
            key={option.text}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[at] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={at === tabStop ? 0 : -1}
            onClick={() => {
              setTabStop(at);
              onChoose(option.score);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, at)}
            onFocus={() => setTabStop(at)}
            display="flex"
            alignItems="center"
            gap="3"
            w="full"
            minH="12"
            px="4"
            py="3"
            textAlign="start"
            fontSize="md"
            color="gray.900"
            fontWeight={checked ? 'semibold' : 'normal'}
            bg={checked ? 'brand.50' : 'white'}
            borderWidth="2px"
            borderColor={checked ? 'brand.600' : 'gray.500'}
            borderRadius="lg"
            cursor="pointer"
            transition="background 0.15s, border-color 0.15s"
            _hover={{ borderColor: 'brand.600', bg: 'brand.50' }}
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
            css={chosenBeforeWake}
          >
            <Box
              data-answer-mark=""
              aria-hidden="true"
              flexShrink={0}
              boxSize="5"
              borderRadius="full"
              borderWidth="2px"
              borderColor={checked ? 'brand.600' : 'gray.500'}
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              {checked ? <Box boxSize="2.5" borderRadius="full" bg="brand.600" /> : null}
            </Box>
            {option.text}
          </chakra.button>
        );
      })}
    </Stack>
  );
}
