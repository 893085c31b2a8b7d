import { Box, Text } from '@tulia/shared/chakra';
import type { ImpactCounter } from './impact-counters';
import { useCountUp, type CountUpPhase } from './useCountUp';

export interface ImpactFigureProps {
  counter: ImpactCounter;
  phase: CountUpPhase;
}

/**
 * One counter. Screen readers hear the final figure once, not every step: the moving number is
 * hidden from them and the figure is given in words beside it.
 */
export function ImpactFigure({ counter, phase }: ImpactFigureProps) {
  const value = useCountUp(counter.target, counter.stepMs, phase);
  return (
    <Box as="li" textAlign="center" px="4" data-testid={`impact-${counter.key}`}>
      <Text
        aria-hidden="true"
        fontSize={{ base: '5xl', md: '6xl' }}
        fontWeight="bold"
        lineHeight="1"
        color="white"
        fontVariantNumeric="tabular-nums"
        data-testid={`impact-${counter.key}-value`}
      >
        {value}
        {counter.suffix}
      </Text>
      <Text srOnly>
        {counter.target}
        {counter.suffix} {counter.label}
      </Text>
      <Text aria-hidden="true" mt="3" color="brand.100" fontSize={{ base: 'md', md: 'lg' }} maxW="xs" mx="auto">
        {counter.label}
      </Text>
    </Box>
  );
}
