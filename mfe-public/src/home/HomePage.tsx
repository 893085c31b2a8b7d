import { Box } from '@tulia/shared/chakra';
import type { PageHead } from '@tulia/shared/site-config';
import { lazy } from 'react';
import { useLocation } from '@tulia/shared/router';
import { DeferredSection, type DeferredSectionEntry } from './DeferredSection';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';
import { HeroSection } from './sections/hero/HeroSection';
import { useScrollToHash } from './useScrollToHash';

export const pageHead: PageHead = {
  title: 'Tulia | Mental wellness for young people in Kenya',
  description: 'Talk to a licensed therapist, lean on a trained Rafiki or find your people in a Boma. Free to start, and anonymous if you prefer.',
};

// Home's sections, in order. The hero ships with the page; each of the others is its
// own chunk (with the animation library). The server's HTML holds them all; a Home mounted in the
// browser fetches each as the visitor scrolls towards it. The ninth section, the footer, is the
// layout's. minHeight approximates each section's height, so the page keeps its length.
const belowTheFold: readonly DeferredSectionEntry[] = [
  {
    key: 'how-it-works',
    Section: lazy(() => import('./sections/how-it-works/HowItWorksSection')),
    minHeight: { base: '1300px', md: '820px' },
  },
  {
    key: 'core-features',
    Section: lazy(() => import('./sections/core-features/CoreFeaturesSection')),
    minHeight: { base: '1600px', md: '960px' },
  },
  { key: 'impact', Section: lazy(() => import('./sections/impact/ImpactSection')), minHeight: { base: '900px', md: '560px' } },
  {
    key: 'testimonials',
    Section: lazy(() => import('./sections/testimonials/TestimonialsSection')),
    minHeight: { base: '1100px', md: '860px' },
  },
  { key: 'why', Section: lazy(() => import('./sections/why/WhySection')), minHeight: { base: '2200px', md: '1300px' } },
  { key: 'partners', Section: lazy(() => import('./sections/partners/PartnersSection')), minHeight: { base: '760px', md: '480px' } },
  { key: 'faq', Section: lazy(() => import('./sections/faq/FaqSection')), minHeight: { base: '1500px', md: '1250px' } },
];

/** Home: the hero, then the sections that tell a young person what Tulia is and how to start. */
export default function HomePage() {
  const { hash } = useLocation();
  const reduceMotion = usePrefersReducedMotion();
  useScrollToHash(reduceMotion);
  return (
    <Box data-remote="mfe-public" data-remote-version={__REMOTE_VERSION__} data-testid="home-page">
      <HeroSection />
      {belowTheFold.map((entry) => (
        <DeferredSection key={entry.key} entry={entry} eager={hash !== ''} />
      ))}
    </Box>
  );
}
