import { Badge, Box, Container, Flex, Grid, Heading, HStack, List, Text } from '@tulia/shared/chakra';
import { CallsToAction } from '../../../common/CallsToAction';
import { AwardIcon, CheckIcon } from '../../../common/icons';
import { Drawing, type DrawingProps } from '../../../common/Picture';
import homeScreen from '../../../assets/phones/phone-home.svg?raw';
import chatScreen from '../../../assets/phones/phone-rafiki-chat.svg?raw';
import moodScreen from '../../../assets/phones/phone-mood.svg?raw';

const promises = ['Free to start', 'Anonymous if you like', 'Licensed therapists'];

const sidePhone = {
  w: { base: '30%', md: '200px' },
  mt: '12',
  filter: 'drop-shadow(0 16px 24px rgba(6, 45, 38, 0.18))',
} as const;
// Tucked behind the middle phone.
const overlap = { base: '-6%', md: '-40px' };

// The three phone screenshots, left to right; the middle one stands in front.
const phones: readonly { svg: string; alt: string; style: Omit<DrawingProps, 'svg' | 'alt'> }[] = [
  {
    svg: chatScreen,
    alt: 'A chat with a Rafiki in the Tulia app',
    style: { ...sidePhone, me: overlap, transform: 'rotate(-6deg)' },
  },
  {
    svg: homeScreen,
    alt: "The Tulia app's home screen: a mood check-in, a Rafiki and a Boma",
    style: {
      w: { base: '38%', md: '240px' },
      position: 'relative',
      zIndex: '1',
      filter: 'drop-shadow(0 24px 32px rgba(6, 45, 38, 0.25))',
    },
  },
  {
    svg: moodScreen,
    alt: 'A week of mood check-ins shown as a chart',
    style: { ...sidePhone, ms: overlap, transform: 'rotate(6deg)' },
  },
];

/** The phones, overlapping. Sized boxes: nothing moves while they load. */
function HeroPhones() {
  return (
    <Flex justify="center" align="center" position="relative" py="4">
      {phones.map(({ svg, alt, style }) => (
        <Drawing key={alt} svg={svg} alt={alt} {...style} />
      ))}
    </Flex>
  );
}

/**
 * Section 1, Hero. It is in view as soon as the page opens, so it ships with the page and is
 * painted at once rather than faded in: a fade delayed the page's largest paint by about a
 * second (measured with tools/bench/src/measure-home.ts). Every section below it fades in as it
 * enters the viewport. Its phones are drawn into the page's markup (Drawing says why).
 */
export function HeroSection() {
  return (
    <Box as="section" aria-labelledby="hero-title" pt={{ base: '6', md: '12' }} pb={{ base: '12', md: '20' }} data-home-section="hero">
      <Container maxW="7xl">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.05fr) minmax(0, 1fr)' }} gap={{ base: '8', lg: '12' }} alignItems="center">
          <Box>
            <Badge colorPalette="sunrise" variant="subtle" size="lg" borderRadius="full" px="3" py="1" mb="5" color="sunrise.800" whiteSpace="normal">
              <AwardIcon boxSize="4" />
              Award-winning mental health support, made in Kenya
            </Badge>
            <Heading as="h1" id="hero-title" fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }} lineHeight="1.1" letterSpacing="tight" color="gray.900">
              A safe digital sanctuary for your{' '}
              <Text as="span" color="brand.700">
                mental health
              </Text>
            </Heading>
            <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" maxW="2xl">
              Exam stress, heartbreak, grief, or days that just feel heavy: you don&apos;t have to carry it alone. Talk to a licensed therapist, lean on a
              trained Rafiki, or find your people in a Boma. Anonymously, if you prefer.
            </Text>
            <CallsToAction mt="8" size="xl" first={{ label: 'Take Free Assessment', to: '/assessment' }} />
            <Text mt="3" fontSize="sm" color="gray.600">
              The assessment takes about 2 minutes, and your answers stay on your device.
            </Text>
            <List.Root as="ul" listStyleType="none" mt="6" display="flex" flexDirection="row" flexWrap="wrap" columnGap="5" rowGap="2">
              {promises.map((promise) => (
                <List.Item key={promise}>
                  <HStack gap="2" color="gray.700" fontSize="sm" fontWeight="medium">
                    <CheckIcon boxSize="4" color="brand.700" />
                    {promise}
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <HeroPhones />
        </Grid>
      </Container>
    </Box>
  );
}
