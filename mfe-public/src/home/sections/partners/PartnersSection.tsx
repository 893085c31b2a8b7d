import { Box, Button, Flex, SimpleGrid } from '@tulia/shared/chakra';
import { Link as RouterLink } from '@tulia/shared/router';
import { downloadAppTarget } from '../../../common/contact-links';
import { Picture } from '../../../common/Picture';
import { HomeSection } from '../../HomeSection';
import { partners } from './partners';

/** Section 7, Trusted partners. */
export default function PartnersSection() {
  return (
    <HomeSection
      name="partners"
      id="partners"
      width="6xl"
      eyebrow="Trusted partners"
      title="We don't do this alone"
      intro="We work alongside organisations that share our belief that every young person deserves to be heard."
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: '4', md: '6' }}>
        {partners.map((partner) => (
          <Box
            as="li"
            key={partner.name}
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="xl"
            p="4"
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            <Picture src={partner.logo} alt={partner.name} width={200} height={80} w="100%" maxW="200px" />
          </Box>
        ))}
      </SimpleGrid>
      <Flex mt="10" gap="3" justify="center" direction={{ base: 'column', sm: 'row' }}>
        <Button asChild size="lg" colorPalette="brand">
          <RouterLink to="/contact">Get in Touch</RouterLink>
        </Button>
        <Button asChild size="lg" variant="outline" colorPalette="brand" bg="white">
          <RouterLink to={downloadAppTarget}>Download App</RouterLink>
        </Button>
      </Flex>
    </HomeSection>
  );
}
