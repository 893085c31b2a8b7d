import { Box, Heading, Link, SimpleGrid, Text } from '@tulia/shared/chakra';
import { helplineWords, siteConfig } from '@tulia/shared/site-config';
import { outlinedCard } from '@tulia/shared/public-ui';
import type { ReactNode } from 'react';
import { helplineHref, supportEmailHref } from './contact-links';
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';

export interface ContactCard {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  /** The way to act on this channel (a link), or a plain detail when there is nothing to follow. */
  action: { label: string; href: string } | { detail: string };
}

/** The helpline and e-mail channels, as every page that lists ways to reach the team shows them. */
export const helplineCard: ContactCard = {
  key: 'helpline',
  icon: <PhoneIcon boxSize="6" />,
  title: '24/7 Helpline',
  // The line is not necessarily the organisation's own: say who answers it.
  text: helplineWords.operator
    ? `Talk to someone right now, any time of day or night: ${helplineWords.operator} answers, free.`
    : 'Talk to someone right now, any time of day or night.',
  action: { label: `Call ${siteConfig.helplineDisplay}`, href: helplineHref },
};

export const emailCard: ContactCard = {
  key: 'email',
  icon: <MailIcon boxSize="6" />,
  title: 'Email',
  text: 'Questions, ideas or partnerships: write to us about anything. We reply within 24 hours.',
  action: { label: siteConfig.supportEmail, href: supportEmailHref },
};

/** Contact's third channel. */
export const liveChatCard: ContactCard = {
  key: 'live-chat',
  icon: <ChatIcon boxSize="6" />,
  title: 'Live chat',
  text: 'Chat with our team in the Tulia app. On this site, the chat button at the bottom of the page answers common questions.',
  action: { detail: siteConfig.liveChatHours },
};

/** Our Story's third card: the office to visit. */
export const officeCard: ContactCard = {
  key: 'office',
  icon: <MapPinIcon boxSize="6" />,
  title: 'Visit us',
  text: `${siteConfig.office.street}, ${siteConfig.office.city}, ${siteConfig.office.country}`,
  action: { detail: siteConfig.office.hours },
};

/** Cards of the ways to reach the team (Contact's channels, Our Story's contact cards). */
export function ContactCards({ cards, headingLevel = 'h3' }: { cards: readonly ContactCard[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: cards.length >= 3 ? 3 : 2 }} gap="5">
      {cards.map((card) => (
        <Box as="li" key={card.key} {...outlinedCard} borderRadius="2xl" p="6" boxShadow="xs" data-testid={`contact-card-${card.key}`}>
          <Box display="inline-flex" boxSize="12" alignItems="center" justifyContent="center" borderRadius="xl" bg="brand.50" color="brand.700" mb="4">
            {card.icon}
          </Box>
          <Heading as={headingLevel} size="md" color="gray.900" mb="1">
            {card.title}
          </Heading>
          <Text color="gray.700" fontSize="sm" mb="3">
            {card.text}
          </Text>
          {'href' in card.action ? (
            <Link href={card.action.href} color="brand.700" fontWeight="semibold" textDecoration="underline" wordBreak="break-word">
              {card.action.label}
            </Link>
          ) : (
            <Text color="gray.900" fontWeight="semibold">
              {card.action.detail}
            </Text>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
