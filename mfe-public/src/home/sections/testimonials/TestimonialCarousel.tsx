import { Box, chakra, Circle, Flex, HStack, IconButton, Text } from '@tulia/shared/chakra';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../common/icons';
import type { Testimonial } from './testimonials';

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** Names the carousel for assistive technology. */
  label: string;
}

/**
 * One story at a time (index 0–4). The arrows stop at the first and last story
 * rather than wrapping; the dots jump to a story; Left/Right/Home/End work on the focused story.
 * It never moves by itself: a calm page does not change under the reader's eyes.
 */
export function TestimonialCarousel({ testimonials, label }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const last = testimonials.length - 1;
  const slideId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const current = testimonials[index];

  const show = (next: number) => setIndex(Math.min(Math.max(next, 0), last));
  // An arrow that just became disabled would drop keyboard focus: hand it to the other arrow.
  const previous = () => {
    show(index - 1);
    if (index - 1 <= 0) nextRef.current?.focus();
  };
  const next = () => {
    show(index + 1);
    if (index + 1 >= last) previousRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  if (!current) return null;
  const arrowProps = { 'aria-controls': slideId, variant: 'outline', colorPalette: 'brand', bg: 'white', borderRadius: 'full' } as const;
  return (
    <Box as="section" aria-roledescription="carousel" aria-label={label}>
      <Box
        id={slideId}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${testimonials.length}`}
        aria-live="polite"
        tabIndex={0}
        onKeyDown={onKeyDown}
        bg="white"
        borderRadius="2xl"
        boxShadow="md"
        p={{ base: '6', md: '10' }}
        minH={{ base: '22rem', sm: '17rem', md: '15rem' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        data-testid="testimonial-slide"
      >
        <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} color="gray.800" lineHeight="tall">
          <Text as="span" aria-hidden="true" color="sunrise.500" fontSize="4xl" lineHeight="0" me="1" verticalAlign="-0.35em">
            “
          </Text>
          {current.text}
        </Text>
        <Flex mt="6" align="center" gap="3">
          <Circle
            size="11"
            bg={current.type === 'Rafiki' ? 'brand.100' : 'sunrise.100'}
            color={current.type === 'Rafiki' ? 'brand.800' : 'sunrise.800'}
            fontWeight="bold"
            aria-hidden="true"
          >
            {current.name.charAt(0)}
          </Circle>
          <Box>
            <Text fontWeight="semibold" color="gray.900">
              {current.name}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {current.title}
            </Text>
          </Box>
        </Flex>
      </Box>
      <Flex mt="6" align="center" justify="space-between" gap="4">
        <IconButton ref={previousRef} aria-label="Previous story" {...arrowProps} disabled={index === 0} onClick={previous}>
          <ArrowLeftIcon boxSize="5" />
        </IconButton>
        <HStack role="group" aria-label="Choose a story" gap="1">
          {testimonials.map((story, dot) => (
            <chakra.button
              key={`${story.name}-${dot}`}
              type="button"
              aria-label={`Show story ${dot + 1} of ${testimonials.length}: ${story.name}`}
              aria-current={dot === index ? 'true' : undefined}
              aria-controls={slideId}
              onClick={() => show(dot)}
              // A 24 px target around a small dot (WCAG 2.5.8).
              boxSize="6"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              borderRadius="full"
              cursor="pointer"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600' }}
            >
              <Box
                as="span"
                display="block"
                h="2.5"
                w={dot === index ? '6' : '2.5'}
                borderRadius="full"
                bg={dot === index ? 'brand.700' : 'gray.500'}
                transition="width 0.2s"
              />
            </chakra.button>
          ))}
        </HStack>
        <IconButton ref={nextRef} aria-label="Next story" {...arrowProps} disabled={index === last} onClick={next}>
          <ArrowRightIcon boxSize="5" />
        </IconButton>
      </Flex>
    </Box>
  );
}
