import { Box, SimpleGrid } from '@tulia/shared/chakra';
import { outlinedCard } from '@tulia/shared/public-ui';
import { CallsToAction } from '../../../common/CallsToAction';
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
          <Box as="li" key={partner.name} {...outlinedCard} borderRadius="xl" p="4" display="flex" alignItems="center" justifyContent="center">
            <Picture src={partner.logo} alt={partner.name} width={200} height={80} w="100%" maxW="200px" />
          </Box>
        ))}
      </SimpleGrid>
      <CallsToAction mt="10" justify="center" size="lg" first={{ label: 'Get in Touch', to: '/contact' }} />
    </HomeSection>
  );
}
