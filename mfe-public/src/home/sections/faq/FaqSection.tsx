import { Box, Button, Flex, Grid, Heading, Link, Text } from '@tulia/shared/chakra';
import { helplineWords, siteConfig } from '@tulia/shared/site-config';
import { Link as RouterLink } from '@tulia/shared/router';
import { brandBand, onBrandBand } from '../../../common/brand-band';
import { helplineHref, supportEmailHref } from '../../../common/contact-links';
import { MailIcon, PhoneIcon } from '../../../common/icons';
import { StoreLink } from '../../../common/StoreLink';
import { HomeSection } from '../../HomeSection';
import { FaqAccordion } from './FaqAccordion';
import { faqItems } from './faq-items';

/** Section 8, FAQ, with the closing call to action and the ways to reach a person. */
export default function FaqSection() {
  return (
    <HomeSection
      name="faq"
      id="faq"
      bg="white"
      width="4xl"
      eyebrow="FAQ"
      title="Questions you might have"
      intro="Straight answers about how Tulia works, what it costs and how we keep you safe."
    >
      <FaqAccordion items={faqItems} />
      <Grid
        mt={{ base: '12', md: '16' }}
        templateColumns={{ base: '1fr', md: '1.3fr 1fr' }}
        gap="6"
        {...brandBand}
        p={{ base: '6', md: '10' }}
        alignItems="center"
      >
        <Box>
          <Heading as="h3" size="xl" color="white" mb="2">
            Ready to take the first step?
          </Heading>
          <Text color="brand.100">The free assessment takes about 2 minutes. Then get the app for iOS or Android.</Text>
        </Box>
        <Flex direction="column" gap="3">
          <Button asChild size="lg" {...onBrandBand.solid}>
            <RouterLink to="/assessment">Take Free Assessment</RouterLink>
          </Button>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            <StoreLink store="ios" flex="1" {...onBrandBand.outline} />
            <StoreLink store="android" flex="1" {...onBrandBand.outline} />
          </Flex>
        </Flex>
      </Grid>
      <Flex mt="8" gap={{ base: '4', md: '8' }} justify="center" direction={{ base: 'column', md: 'row' }} align="center" textAlign="center">
        <Text color="gray.700">
          <PhoneIcon boxSize="4" color="brand.700" me="2" verticalAlign="-0.15em" />
          Need to talk now?{' '}
          <Link href={helplineHref} color="brand.700" fontWeight="semibold" textDecoration="underline">
            Call {helplineWords.phrase}: {siteConfig.helplineDisplay}
          </Link>
        </Text>
        <Text color="gray.700">
          <MailIcon boxSize="4" color="brand.700" me="2" verticalAlign="-0.15em" />
          Or email{' '}
          <Link href={supportEmailHref} color="brand.700" fontWeight="semibold" textDecoration="underline">
            {siteConfig.supportEmail}
          </Link>
        </Text>
      </Flex>
    </HomeSection>
  );
}
