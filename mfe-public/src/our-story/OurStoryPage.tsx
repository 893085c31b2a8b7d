import { Box, Grid, Heading, SimpleGrid, Text, type BoxProps } from '@tulia/shared/chakra';
import { type PageHead } from '@tulia/shared/site-config';
import { PageHeader } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import communityCircle from '../assets/illustrations/community-circle.svg?raw';
import { brandBand } from '../common/brand-band';
import { ContactCards, emailCard, helplineCard, officeCard } from '../common/ContactCards';
import { SparkleIcon } from '../common/icons';
import { IconList } from '../common/IconList';
import { Drawing } from '../common/Picture';
import { TitledSection } from '../common/TitledSection';
import { milestones, missionAdds, missionKeeps, storyStats } from './story-content';

const contactCards = [helplineCard, emailCard, officeCard];

const storyHeading = { size: '2xl', color: 'inherit', mb: '6' } as const;

/** One titled part of the page (an h2 and what it says). */
function StorySection({ name, title, children, ...box }: { name: string; title: string; children: ReactNode } & BoxProps) {
  return (
    <TitledSection name={name} title={title} heading={storyHeading} mb={{ base: '12', md: '16' }} data-story-section={name} {...box}>
      {children}
    </TitledSection>
  );
}

export const pageHead: PageHead = {
  title: 'Our Story | Tulia',
  description:
    'Tulia means “be calm” in Swahili. How a Nairobi non-profit founded in 2016 grew into an app, and why every young person deserves someone to talk to.',
};

/** Our Story: where Tulia comes from, what it keeps, what it adds and where it is going. */
export default function OurStoryPage() {
  return (
    <Box data-remote="mfe-public" data-remote-version={__REMOTE_VERSION__} data-testid="our-story-page">
      <Grid templateColumns={{ base: '1fr', lg: '1.2fr 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="center" mb={{ base: '12', md: '16' }}>
        <Box>
          <PageHeader title="Our Story" subtitle="Why we started, and where we are going" />
          <Text color="gray.700" fontSize="lg" mb="4">
            Tulia means &ldquo;be calm&rdquo; in Swahili. It is what a good friend says when everything feels like too much: slow down, breathe, you are not
            alone.
          </Text>
          <Text color="gray.700" fontSize="lg">
            We started with a simple belief: every young person deserves someone to talk to. Not someday, not only if they can pay, and not only if they live
            near a clinic. That belief still guides every decision we make.
          </Text>
        </Box>
        <Drawing svg={communityCircle} alt="Young people sitting together in a circle as the sun rises" w="100%" borderRadius="2xl" overflow="hidden" />
      </Grid>

      <StorySection name="timeline" title="Our journey" color="gray.900">
        <Box as="ol" listStyleType="none" position="relative" ps={{ base: '8', md: '10' }} borderStartWidth="3px" borderColor="brand.200" ms="3">
          {milestones.map((milestone) => (
            <Box as="li" key={milestone.year} position="relative" pb="8" _last={{ pb: '0' }}>
              <Box
                position="absolute"
                insetStart={{ base: '-2.6rem', md: '-3.1rem' }}
                top="1"
                boxSize="5"
                borderRadius="full"
                bg="brand.600"
                borderWidth="4px"
                borderColor="white"
                boxShadow="0 0 0 2px var(--chakra-colors-brand-200)"
                aria-hidden="true"
              />
              <Text color="brand.700" fontWeight="bold" fontSize="lg">
                {milestone.year}
              </Text>
              <Heading as="h3" size="lg" color="gray.900" mt="1" mb="2">
                {milestone.title}
              </Heading>
              <Text color="gray.700" maxW="3xl">
                {milestone.text}
              </Text>
            </Box>
          ))}
        </Box>
      </StorySection>

      <StorySection name="stats" title="Where we are today" color="gray.900">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4">
          {storyStats.map((stat) => (
            <Box as="li" key={stat.label} {...brandBand} p={{ base: '5', md: '6' }} textAlign="center">
              <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="1">
                {stat.value}
              </Text>
              <Text mt="2" color="brand.100">
                {stat.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </StorySection>

      <StorySection name="mission" title="Our mission" color="gray.900">
        <Text color="gray.700" fontSize="lg" maxW="3xl" mb="6">
          To make mental health support something every young person can reach: kind, affordable and close at hand. The app does not replace what has worked for
          years; it carries it further.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {[
            { title: 'What we keep', items: missionKeeps, bg: 'brand.50' },
            { title: 'What we add', items: missionAdds, bg: 'sunrise.50' },
          ].map((column) => (
            <Box key={column.title} bg={column.bg} borderRadius="2xl" p={{ base: '6', md: '8' }}>
              <Heading as="h3" size="lg" color="gray.900" mb="4">
                {column.title}
              </Heading>
              <IconList lines={column.items} gap="3" />
            </Box>
          ))}
        </SimpleGrid>
      </StorySection>

      <StorySection name="vision" title="Our vision" {...brandBand} p={{ base: '6', md: '12' }} textAlign="center">
        <SparkleIcon boxSize="8" color="sunrise.300" mb="3" />
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.50" maxW="3xl" mx="auto">
          To reach 10 million people across Africa in the next decade, so that no young person has to face their struggles alone.
        </Text>
      </StorySection>

      <StorySection name="contact" title="Talk to us" color="gray.900" mb="0">
        <ContactCards cards={contactCards} />
      </StorySection>
    </Box>
  );
}
