import { Box, Button, Circle, Flex, Heading, SimpleGrid, Text } from '@tulia/shared/chakra';
import { Link as RouterLink } from '@tulia/shared/router';
import { brandBand, onBrandBand } from '../../../common/brand-band';
import { ClipboardIcon, DownloadIcon, HeartIcon, UsersIcon } from '../../../common/icons';
import { StoreLink } from '../../../common/StoreLink';
import { HomeSection } from '../../HomeSection';

// The three-step story.
const steps = [
  {
    Icon: DownloadIcon,
    title: 'Download and sign up',
    text: 'Get the Tulia app and sign up, with just a nickname if you like. A brief wellness check-in helps us understand how you are doing.',
  },
  {
    Icon: UsersIcon,
    title: 'Get matched',
    text: 'Based on what you share, we connect you with a licensed therapist, a trained Rafiki or a Boma community that fits what you need.',
  },
  {
    Icon: HeartIcon,
    title: 'Start healing',
    text: 'Talk, listen, learn and grow at your own pace, with people who understand and tools that help you notice your progress.',
  },
];

/** Section 2, How It Works. */
export default function HowItWorksSection() {
  return (
    <HomeSection
      name="how-it-works"
      id="how-it-works"
      bg="white"
      eyebrow="How it works"
      title="Three simple steps to feeling supported"
      intro="Getting help should not feel complicated. Here is how Tulia works, from your first tap to feeling better."
    >
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '6', md: '8' }}>
        {steps.map(({ Icon, title, text }, index) => (
          <Box as="li" key={title} bg="brand.50" borderRadius="2xl" p={{ base: '6', md: '8' }} position="relative">
            <Flex align="center" gap="4" mb="4">
              <Circle size="12" bg="brand.700" color="white" fontWeight="bold" fontSize="lg" aria-hidden="true">
                {index + 1}
              </Circle>
              <Icon boxSize="7" color="brand.700" />
            </Flex>
            <Heading as="h3" size="lg" color="gray.900" mb="2">
              <Text as="span" srOnly>
                Step {index + 1}:{' '}
              </Text>
              {title}
            </Heading>
            <Text color="gray.700">{text}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Flex
        mt={{ base: '10', md: '14' }}
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'center' }}
        justify="space-between"
        gap="6"
        {...brandBand}
        p={{ base: '6', md: '10' }}
      >
        <Box>
          <Flex align="center" gap="3" mb="2">
            <ClipboardIcon boxSize="6" color="sunrise.200" />
            <Heading as="h3" size="xl" color="white">
              Not sure where to begin?
            </Heading>
          </Flex>
          <Text color="brand.100">Start with a free, private check-in. It takes about 2 minutes and nothing you answer leaves your device.</Text>
        </Box>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} flexShrink={0}>
          <Button asChild size="lg" {...onBrandBand.solid}>
            <RouterLink to="/assessment">Take Assessment First</RouterLink>
          </Button>
          <StoreLink store="android" size="lg" {...onBrandBand.outline} />
        </Flex>
      </Flex>
    </HomeSection>
  );
}
