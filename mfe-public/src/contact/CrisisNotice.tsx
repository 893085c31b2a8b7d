import { Box, Button, Heading, Stack, Text } from '@tulia/shared/chakra';
import { helplineWords, siteConfig, telHref } from '@tulia/shared/site-config';
import { useEffect, useRef } from 'react';
import { emergencyHref, helplineHref } from '../common/contact-links';
import { PhoneIcon } from '../common/icons';
import { CRISIS_NOTICE_NOW_TEXT, CRISIS_NOTICE_TITLE, crisisNoticeReadText } from './contact-texts';

interface CallLine {
  key: string;
  href: string;
  number: string;
  who: string;
}

const helplineWho = helplineWords.operator ? `${helplineWords.operator} helpline: free, 24 hours` : 'Our helpline: free, 24/7';

const callLines: readonly CallLine[] = [
  { key: 'emergency', href: emergencyHref, number: siteConfig.emergencyNumber, who: 'Emergency services' },
  { key: 'helpline', href: helplineHref, number: siteConfig.helplineDisplay, who: helplineWho },
  {
    key: 'childline',
    href: telHref(siteConfig.childline.number),
    number: siteConfig.childline.number,
    who: `${siteConfig.childline.name}, if you are under 18: free`,
  },
];

/**
 * Shown after a message that may come from someone in danger, and kept until the visitor leaves
 * or sends another message (no 5-second fade). Focus moves to it so that screen readers read it
 * and the numbers are one Tab away; each number is a large tel: button for a thumb at 360 px.
 */
export function CrisisNotice() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Box
      as="section"
      ref={ref}
      tabIndex={-1}
      aria-labelledby="crisis-notice-title"
      aria-describedby="crisis-notice-read"
      data-testid="contact-crisis-notice"
      bg="sunrise.50"
      color="sunrise.900"
      borderWidth="2px"
      borderColor="sunrise.300"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'sunrise.700', outlineOffset: '2px' }}
    >
      <Heading as="h3" id="crisis-notice-title" size="md" color="sunrise.900">
        {CRISIS_NOTICE_TITLE}
      </Heading>
      <Text id="crisis-notice-read" mt="1">
        {crisisNoticeReadText(siteConfig.contactFormHours)}
      </Text>
      <Text mt="3" fontWeight="semibold">
        {CRISIS_NOTICE_NOW_TEXT}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" mt="3">
        {callLines.map((line) => (
          <li key={line.key}>
            <Button
              asChild
              size="lg"
              w="100%"
              h="auto"
              minH="12"
              py="2.5"
              justifyContent="flex-start"
              textAlign="start"
              whiteSpace="normal"
              variant={line.key === 'emergency' ? 'solid' : 'outline'}
              colorPalette="sunrise"
              bg={line.key === 'emergency' ? 'sunrise.700' : 'white'}
              color={line.key === 'emergency' ? 'white' : 'sunrise.900'}
              borderColor="sunrise.700"
              _hover={{ bg: line.key === 'emergency' ? 'sunrise.800' : 'sunrise.100' }}
              data-testid={`crisis-call-${line.key}`}
            >
              <a href={line.href}>
                <PhoneIcon boxSize="5" flexShrink={0} />
                <span>
                  <Text as="span" display="block" fontWeight="bold">
                    Call {line.number}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" fontWeight="normal">
                    {line.who}
                  </Text>
                </span>
              </a>
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
