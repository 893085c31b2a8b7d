import { Box, Button, Flex, SimpleGrid } from '@tulia/shared/chakra';
import { WAKES_WHEN_NEAR_ATTRIBUTE } from '@tulia/shared/page-marks';
import { usePrefersLowData } from '@tulia/shared/ui';
import { useRef } from 'react';
import { Link as RouterLink } from '@tulia/shared/router';
import { downloadAppTarget } from '../../../common/contact-links';
import { usePrefersReducedMotion } from '../../../common/usePrefersReducedMotion';
import { HomeSection } from '../../HomeSection';
import { SECTION_VISIBILITY_AMOUNT } from '../../motion/FadeInSection';
import { ImpactFigure } from './ImpactFigure';
import { impactCounters } from './impact-counters';
import { useCountUpPhase } from './useCountUp';

/**
 * Section 4, Impact: the counters start when 10% of the figures are visible (see useCountUpPhase).
 * Visitors who prefer reduced motion or low data get the final figures at once.
 */
export default function ImpactSection() {
  const figuresRef = useRef<HTMLDivElement>(null);
  const reduceMotion = usePrefersReducedMotion();
  const lowData = usePrefersLowData();
  const phase = useCountUpPhase(figuresRef, SECTION_VISIBILITY_AMOUNT, reduceMotion || lowData);
  return (
    <HomeSection
      name="impact"
      id="impact"
      bg="brand.800"
      eyebrow="Our impact"
      title="Growing a movement for mental wellness"
      intro="Every number is a person who found someone to talk to. We are just getting started."
      inverted
    >
      {/* Composed to HTML, the counters wake the app as they come near: a touch or a scroll does not. */}
      <Box ref={figuresRef} data-testid="impact-figures" {...{ [WAKES_WHEN_NEAR_ATTRIBUTE]: '' }}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '10', md: '6' }}>
          {impactCounters.map((counter) => (
            <ImpactFigure key={counter.key} counter={counter} phase={phase} />
          ))}
        </SimpleGrid>
      </Box>
      <Flex mt={{ base: '12', md: '16' }} gap="3" justify="center" direction={{ base: 'column', sm: 'row' }}>
        <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
          <RouterLink to={{ pathname: '/', hash: '#how-it-works' }}>Get started</RouterLink>
        </Button>
        <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'brand.700' }}>
          <RouterLink to={downloadAppTarget}>Download App</RouterLink>
        </Button>
        <Button asChild size="lg" colorPalette="sunrise" bg="sunrise.200" color="sunrise.900" _hover={{ bg: 'sunrise.300' }}>
          <RouterLink to="/assessment">Take Assessment</RouterLink>
        </Button>
      </Flex>
    </HomeSection>
  );
}
