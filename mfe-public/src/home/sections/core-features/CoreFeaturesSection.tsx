import { Box, Flex, Heading, SimpleGrid, Text } from '@tulia/shared/chakra';
import { BookIcon, ChartIcon, PlayIcon, StethoscopeIcon, UsersIcon, HeartIcon } from '../../../common/icons';
import { StoreLink } from '../../../common/StoreLink';
import { HomeSection } from '../../HomeSection';

// The promises the site makes, one card each.
const features = [
  {
    Icon: StethoscopeIcon,
    title: 'Professional Therapy',
    text: 'Licensed therapists trained in CBT, trauma-informed care and grief support. Sessions are paid, with sliding-scale fees, and some insurance plans help.',
  },
  {
    Icon: HeartIcon,
    title: 'Rafikis: Peer Support',
    text: 'Rafiki means friend. Rafikis are trained peer supporters, young people who listen without judgement and help you find more care when you need it.',
  },
  {
    Icon: UsersIcon,
    title: 'Bomas: Support Groups',
    text: 'Topic-based groups led by peers and guided by mental health champions. Share, learn and feel less alone with people going through similar things.',
  },
  {
    Icon: PlayIcon,
    title: 'Media Center',
    text: 'Podcasts, videos, articles and art that help you understand your mind, in language that makes sense.',
  },
  {
    Icon: ChartIcon,
    title: 'Wellness Tools',
    text: 'Self-assessments, mood tracking and progress monitoring, with optional analytics that you choose to switch on.',
  },
];

/** Section 3, Core Features. */
export default function CoreFeaturesSection() {
  return (
    <HomeSection
      name="core-features"
      id="features"
      eyebrow="What you get"
      title="Support that meets you where you are"
      intro="Some days you need a professional. Some days you need a friend who gets it. Tulia brings both together, with tools for the days in between."
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {features.map(({ Icon, title, text }) => (
          <Box as="li" key={title} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p="6" boxShadow="xs">
            <Flex boxSize="12" align="center" justify="center" borderRadius="xl" bg="sunrise.50" color="sunrise.700" mb="4">
              <Icon boxSize="6" />
            </Flex>
            <Heading as="h3" size="lg" color="gray.900" mb="2">
              {title}
            </Heading>
            <Text color="gray.700">{text}</Text>
          </Box>
        ))}
        <Box as="li" bg="brand.700" color="white" borderRadius="2xl" p="6">
          <Flex boxSize="12" align="center" justify="center" borderRadius="xl" bg="brand.600" mb="4">
            <BookIcon boxSize="6" />
          </Flex>
          <Heading as="h3" size="lg" color="white" mb="2">
            Most of it is free
          </Heading>
          <Text color="brand.50" mb="5">
            Rafikis, Bomas, the media center and the wellness tools cost nothing. Only therapy sessions are paid.
          </Text>
          <Flex gap="3" wrap="wrap">
            <StoreLink store="ios" variant="solid" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} />
            <StoreLink store="android" variant="solid" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} />
          </Flex>
        </Box>
      </SimpleGrid>
    </HomeSection>
  );
}
