import { Box, Button, Grid, Link, Stack, Text } from '@tulia/shared/chakra';
import { outlinedCard } from '@tulia/shared/public-ui';
import { helplineWords, siteConfig, type PageHead } from '@tulia/shared/site-config';
import { PageHeader } from '@tulia/shared/ui';
import { ContactCards, emailCard, helplineCard, liveChatCard } from '../common/ContactCards';
import { IconList, type IconListLine } from '../common/IconList';
import { TitledSection, type TitledSectionProps } from '../common/TitledSection';
import { crisisEmailHref, emergencyHref, helplineHref } from '../common/contact-links';
import { ChatIcon, ClockIcon, MapPinIcon, PhoneIcon, ShieldIcon } from '../common/icons';
import { ContactForm } from './ContactForm';

// The contact page's three channels.
const channels = [helplineCard, emailCard, liveChatCard];

const reassurances: readonly IconListLine[] = [
  { Icon: ClockIcon, text: 'We respond within 24 hours.' },
  { Icon: ShieldIcon, text: 'What you share is confidential.' },
  { Icon: ChatIcon, text: 'Reach us your way: phone, email, chat or this form.' },
];

/** One of the boxes beside the form: rounded, padded, named by a medium h2. */
function ContactAside({
  headingColor = 'gray.900',
  headingGap = '2',
  ...section
}: { headingColor?: string; headingGap?: '2' | '3' } & Omit<TitledSectionProps, 'heading'>) {
  return <TitledSection heading={{ size: 'md', color: headingColor, mb: headingGap }} {...section} borderRadius="2xl" p="6" />;
}

function OfficeCard() {
  return (
    <ContactAside name="office" title="Our office" before={<MapPinIcon boxSize="6" color="brand.700" mb="3" />} {...outlinedCard} data-testid="office-card">
      <Box as="address" fontStyle="normal" color="gray.700">
        {siteConfig.office.street}
        <br />
        {siteConfig.office.city}, {siteConfig.office.country}
      </Box>
      <Text mt="2" color="gray.900" fontWeight="semibold">
        {siteConfig.office.hours}
      </Text>
    </ContactAside>
  );
}

/** For someone in distress: never make them wait for a reply to a message. */
function ImmediateHelp() {
  return (
    <ContactAside
      name="immediate-help"
      title="Need help right now?"
      headingColor="sunrise.900"
      bg="sunrise.50"
      borderWidth="1px"
      borderColor="sunrise.200"
      data-testid="immediate-help"
    >
      <Text color="sunrise.900" mb="4">
        If you feel unsafe or are thinking about ending your life, please don&apos;t wait for an email. Call now: someone will listen.
        {helplineWords.operator ? ` ${helplineWords.operator} answers ${siteConfig.helplineDisplay} free, 24 hours a day.` : null}
      </Text>
      <Stack gap="2">
        <Button asChild colorPalette="sunrise" bg="sunrise.700" _hover={{ bg: 'sunrise.800' }}>
          <a href={helplineHref}>
            <PhoneIcon boxSize="4" />
            Call the 24/7 helpline: {siteConfig.helplineDisplay}
          </a>
        </Button>
        <Button asChild variant="outline" colorPalette="sunrise" color="sunrise.900" borderColor="sunrise.700" bg="white">
          <a href={emergencyHref}>Emergency services: {siteConfig.emergencyNumber}</a>
        </Button>
      </Stack>
      <Text mt="3" fontSize="sm" color="sunrise.900">
        If you&apos;re in immediate danger, please call emergency services or go to your nearest hospital. You can also write to{' '}
        <Link href={crisisEmailHref} color="sunrise.900" fontWeight="semibold" textDecoration="underline">
          {siteConfig.crisisEmail}
        </Link>
        .
      </Text>
    </ContactAside>
  );
}

function Reassurance() {
  return (
    <ContactAside name="reassurance" title="What to expect" headingGap="3" bg="brand.50" data-testid="reassurance">
      <IconList lines={reassurances} gap="3" />
    </ContactAside>
  );
}

export const pageHead: PageHead = {
  title: 'Contact Us | Tulia',
  description: `${helplineWords.operator ? 'Call a free helpline' : 'Call our 24/7 helpline'}, email us or send a message. A real person reads every message, and we respond within 24 hours.`,
};

/** Contact Us: the channels, the message form, the office, immediate help and what to expect. */
export default function ContactPage() {
  return (
    <Box data-remote="mfe-public" data-remote-version={__REMOTE_VERSION__} data-testid="contact-page">
      <PageHeader title="Contact Us" subtitle="We are here to listen" />
      <Text color="gray.700" fontSize="lg" maxW="3xl" mb="8">
        A question, an idea, a partnership, or just not sure where to start? Reach out in the way that feels easiest. A real person reads every message.
      </Text>
      <Box as="section" aria-label="Ways to reach us" mb={{ base: '10', md: '12' }}>
        <ContactCards cards={channels} headingLevel="h2" />
      </Box>
      <Grid templateColumns={{ base: '1fr', lg: '1.7fr 1fr' }} gap={{ base: '8', lg: '10' }} alignItems="start">
        <Box {...outlinedCard} borderRadius="2xl" p={{ base: '5', md: '8' }} boxShadow="sm">
          <ContactForm />
        </Box>
        <Stack gap="5">
          <ImmediateHelp />
          <OfficeCard />
          <Reassurance />
        </Stack>
      </Grid>
    </Box>
  );
}
