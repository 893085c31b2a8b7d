import { Box, HStack, Link, Text } from '@tulia/shared/chakra';
import { siteConfig } from '@tulia/shared/site-config';
import { Link as RouterLink } from '@tulia/shared/router';

/** The mark: a sun rising over calm water, drawn inline so the bar never waits for an image. */
function LogoMark({ inverted }: { inverted: boolean }) {
  return (
    <Box as="span" display="inline-flex" aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 32 32" focusable="false">
        <circle cx="16" cy="16" r="16" fill={inverted ? '#e6f4f1' : '#115a4c'} />
        <circle cx="16" cy="17" r="6" fill="#f79a1f" />
        <path d="M5 20h22M8 24h16" stroke={inverted ? '#115a4c' : '#e6f4f1'} strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </Box>
  );
}

/** The product name with its mark; a link home. */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link asChild color={inverted ? 'white' : 'brand.800'} fontWeight="bold" fontSize="xl" textDecoration="none" _hover={{ textDecoration: 'none' }}>
      <RouterLink to="/" aria-label={`${siteConfig.productName} home`}>
        <HStack gap="2">
          <LogoMark inverted={inverted} />
          <Text as="span">{siteConfig.productName}</Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
