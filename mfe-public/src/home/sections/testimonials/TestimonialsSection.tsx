import { Box, Flex, Grid, Heading, Text } from '@tulia/shared/chakra';
import { brandBand, onBrandBand } from '../../../common/brand-band';
import { UsersIcon } from '../../../common/icons';
import { StoreLink } from '../../../common/StoreLink';
import { HomeSection } from '../../HomeSection';
import { TestimonialCarousel } from './TestimonialCarousel';
import { testimonials } from './testimonials';

/** Section 5, Testimonials, with the join-the-community block where every "Download App" link leads. */
export default function TestimonialsSection() {
  return (
    <HomeSection
      name="testimonials"
      id="stories"
      bg="sunrise.50"
      eyebrow="Real stories"
      title="Stories from our community"
      intro="Rafikis and the people they walk alongside, in their own words."
    >
      <Grid templateColumns={{ base: '1fr', lg: '1.6fr 1fr' }} gap={{ base: '10', lg: '12' }} alignItems="start">
        <TestimonialCarousel testimonials={testimonials} label="Stories from our community" />
        <Box id="download-app" scrollMarginTop="24" {...brandBand} p={{ base: '6', md: '8' }} data-testid="join-community">
          <Flex boxSize="12" align="center" justify="center" borderRadius="xl" bg="brand.700" mb="4">
            <UsersIcon boxSize="6" />
          </Flex>
          <Heading as="h3" size="xl" color="white" mb="3">
            Join the community
          </Heading>
          <Text color="brand.100" mb="6">
            Young people across Kenya are choosing to talk, heal and grow together. Download the app and find your Rafiki, your Boma and your calm.
          </Text>
          <Flex direction="column" gap="3">
            <StoreLink store="ios" size="lg" variant="solid" {...onBrandBand.solid} />
            <StoreLink store="android" size="lg" variant="solid" {...onBrandBand.solid} />
          </Flex>
        </Box>
      </Grid>
    </HomeSection>
  );
}
