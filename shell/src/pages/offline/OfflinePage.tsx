import { Box, Button, Container, Flex, Heading, Link, Stack, Text } from '@tulia/shared/chakra';
import { mailtoHref, siteConfig, telHref } from '@tulia/shared/site-config';

export const OFFLINE_TITLE = "You're offline";

/**
 * What the offline helper shows for a page it cannot load or has not kept (offline.html,
 * composed with the public pages). Plain HTML with no script at all: it stands in for any
 * address, the back office's included, and must never become the app of that address. Its
 * links are ordinary links: a page kept for offline use opens, any other brings this page back.
 */
export default function OfflinePage() {
  const helpline = telHref(siteConfig.helplineTel);
  return (
    <Flex direction="column" minH="100vh" bg="gray.50" data-testid="offline-page">
      <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.200">
        <Container maxW="3xl" py="3">
          <Flex align="center" justify="space-between" gap="3" wrap="wrap">
            <Link href="/" fontWeight="bold" color="brand.700" fontSize="lg">
              {siteConfig.productName}
            </Link>
            <Link href={helpline} color="red.700" fontWeight="semibold">
              24/7 Helpline: {siteConfig.helplineDisplay}
            </Link>
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Container maxW="3xl" py={{ base: '8', md: '12' }}>
          <Heading as="h1" size="2xl" color="gray.900" mb="3">
            {OFFLINE_TITLE}
          </Heading>
          <Text color="gray.700" fontSize="lg" mb="6">
            This page needs an internet connection, and there is none right now. Pages you have already opened on this device may still work. You can try again
            once you are connected.
          </Text>
          <Box
            as="section"
            aria-labelledby="offline-help-title"
            bg="sunrise.50"
            borderWidth="1px"
            borderColor="sunrise.200"
            borderRadius="2xl"
            p={{ base: '5', md: '6' }}
            mb="6"
          >
            <Heading as="h2" id="offline-help-title" size="md" color="sunrise.900" mb="2">
              Need help right now?
            </Heading>
            <Text color="sunrise.900" mb="4">
              A phone call needs no internet. If you feel unsafe or are thinking about ending your life, call now: someone will listen.
            </Text>
            <Stack gap="2" direction={{ base: 'column', sm: 'row' }}>
              <Button asChild colorPalette="sunrise" bg="sunrise.700" _hover={{ bg: 'sunrise.800' }}>
                <a href={helpline}>Call the 24/7 helpline: {siteConfig.helplineDisplay}</a>
              </Button>
              <Button asChild variant="outline" colorPalette="sunrise" color="sunrise.900" borderColor="sunrise.700" bg="white">
                <a href={telHref(siteConfig.emergencyNumber)}>Emergency services: {siteConfig.emergencyNumber}</a>
              </Button>
            </Stack>
            <Text mt="4" color="sunrise.900" fontWeight="semibold" data-testid="offline-crisis-advice">
              {siteConfig.crisisAdvice}
            </Text>
            <Text mt="2" fontSize="sm" color="sunrise.900">
              When you are back online you can also write to{' '}
              <Link href={mailtoHref(siteConfig.crisisEmail)} color="sunrise.900" fontWeight="semibold" textDecoration="underline">
                {siteConfig.crisisEmail}
              </Link>
              .
            </Text>
          </Box>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {/* An empty address is this very page: once connected, it loads what was asked for (no script needed). */}
            <Button asChild colorPalette="brand">
              {/* eslint-disable-next-line jsx-a11y-x/anchor-is-valid -- the empty address is the point, see above */}
              <a href="">Try again</a>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <a href="/">Go to the home page</a>
            </Button>
          </Stack>
        </Container>
      </Box>
    </Flex>
  );
}
