import { Box, Button, Flex, Grid, Heading, SimpleGrid, Text } from '@tulia/shared/chakra';
import { Link as RouterLink } from '@tulia/shared/router';
// Files, not inlined: decorative, so a visitor saving data never downloads them (see DecorativePicture).
import bomasScreen from '../../../assets/phones/phone-bomas.svg?no-inline';
import libraryScreen from '../../../assets/phones/phone-library.svg?no-inline';
import { BookIcon, ClockIcon, LayersIcon, ShieldIcon, WalletIcon } from '../../../common/icons';
import { IconList } from '../../../common/IconList';
import { DecorativePicture } from '../../../common/Picture';
import { HomeSection } from '../../HomeSection';

// The four benefits.
const benefits = [
  {
    Icon: LayersIcon,
    title: 'A layered care model',
    text: 'Start with self-help tools, talk to a Rafiki, join a Boma, or see a therapist when you need more. Your support grows and changes with you.',
  },
  {
    Icon: ShieldIcon,
    title: 'Anonymity and safety',
    text: 'Use a nickname and share only what you want. We ask for contact details only when you book therapy, and mental health champions help keep every Boma a safe space.',
  },
  {
    Icon: ClockIcon,
    title: 'Always accessible',
    text: 'Tools, articles and podcasts are on your phone whenever you need them, and our helpline answers 24 hours a day, 7 days a week.',
  },
  {
    Icon: WalletIcon,
    title: 'Affordable support',
    text: 'Most of Tulia is free. Therapy sessions use sliding-scale fees, and some insurance plans help, so cost does not stand between you and care.',
  },
];

// The two app screens beside the benefits, the second set lower.
const phoneScreens = [
  { src: bomasScreen, alt: 'Bomas in the Tulia app: exam stress, grief and loss, campus life and young parents', mt: undefined },
  { src: libraryScreen, alt: 'The Tulia media library: podcasts, videos, articles and art', mt: '12' },
];

const skills = [
  'Handling stress and exam pressure',
  'Sleeping better and resting well',
  'Understanding anxiety and low moods',
  'Building healthy relationships',
  'Coping with grief and loss',
  'Speaking up and asking for help',
];

/** Section 6, Why Tulia. */
export default function WhySection() {
  return (
    <HomeSection
      name="why"
      id="why-tulia"
      bg="white"
      eyebrow="Why Tulia"
      title="Care that grows with you"
      intro="Built in Kenya, for young people here, by people who have listened to thousands of stories like yours."
    >
      <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap={{ base: '10', lg: '12' }} alignItems="center">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="5">
          {benefits.map(({ Icon, title, text }) => (
            <Box as="li" key={title} borderRadius="2xl" bg="brand.50" p="6">
              <Icon boxSize="7" color="brand.700" mb="3" />
              <Heading as="h3" size="md" color="gray.900" mb="2">
                {title}
              </Heading>
              <Text color="gray.700" fontSize="sm">
                {text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Flex justify="center" gap="4">
          {phoneScreens.map(({ src, alt, mt }) => (
            <DecorativePicture key={src} src={src} alt={alt} width={260} height={540} w={{ base: '45%', md: '220px' }} mt={mt} />
          ))}
        </Flex>
      </Grid>
      <Grid
        mt={{ base: '12', md: '16' }}
        templateColumns={{ base: '1fr', md: '1fr 1.4fr' }}
        gap="8"
        bg="sunrise.50"
        borderRadius="2xl"
        p={{ base: '6', md: '10' }}
        alignItems="center"
      >
        <Box>
          <Flex align="center" gap="3" mb="3">
            <BookIcon boxSize="6" color="sunrise.700" />
            <Heading as="h3" size="xl" color="gray.900">
              Skills and educational resources
            </Heading>
          </Flex>
          <Text color="gray.700" mb="6">
            Feeling better is also about learning what helps. Short, practical lessons in the app build skills you can use for life.
          </Text>
          <Button asChild size="lg" colorPalette="brand">
            <RouterLink to="/assessment">Take Free Assessment</RouterLink>
          </Button>
        </Box>
        <IconList lines={skills} iconGap="2" display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3" />
      </Grid>
    </HomeSection>
  );
}
