import { Box, Flex, HStack, Link, Text } from '@tulia/shared/chakra';
import { siteConfig } from '@tulia/shared/site-config';
import { useId, useState } from 'react';
import { NavLink } from '@tulia/shared/router';
import { helplineHref } from '../common/contact-links';
import { PhoneIcon } from '../common/icons';
import { DownloadAppMenu } from './DownloadAppMenu';
import { primaryNavigation, type NavigationItem } from './navigation';

/**
 * One link of the wide-screen bar. Its description shows under it on hover and keyboard focus
 * and is its accessible description; Escape hides it (WCAG 1.4.13, dismissible hints).
 */
function DesktopNavLink({ item, hintsHidden }: { item: NavigationItem; hintsHidden: boolean }) {
  const descriptionId = useId();
  return (
    <Box as="li" position="relative" data-nav-item="">
      <Link
        asChild
        px="3"
        py="2"
        borderRadius="md"
        color="gray.800"
        fontWeight="medium"
        textDecoration="none"
        _hover={{ bg: 'brand.50', color: 'brand.800', textDecoration: 'none' }}
        _currentPage={{ bg: 'brand.100', color: 'brand.800', fontWeight: 'semibold' }}
      >
        <NavLink to={item.to} end={item.to === '/'} aria-describedby={descriptionId}>
          {item.label}
        </NavLink>
      </Link>
      <Text
        id={descriptionId}
        as="span"
        position="absolute"
        top="calc(100% + 6px)"
        left="50%"
        transform="translateX(-50%)"
        whiteSpace="nowrap"
        fontSize="xs"
        bg="gray.900"
        color="white"
        px="2"
        py="1"
        borderRadius="sm"
        pointerEvents="none"
        opacity="0"
        visibility="hidden"
        transition="opacity 0.15s"
        css={hintsHidden ? undefined : { '[data-nav-item]:hover > &, [data-nav-item]:has(:focus-visible) > &': { opacity: 1, visibility: 'visible' } }}
      >
        {item.description}
      </Text>
    </Box>
  );
}

/** Helpline link of the wide-screen bar: always in sight for someone who needs to talk now. */
export function HelplineLink() {
  return (
    <Link
      href={helplineHref}
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="3"
      py="2"
      borderRadius="full"
      bg="sunrise.50"
      color="sunrise.800"
      fontWeight="semibold"
      fontSize="sm"
      whiteSpace="nowrap"
      _hover={{ bg: 'sunrise.100', textDecoration: 'none' }}
    >
      <PhoneIcon boxSize="4" />
      24/7 Helpline: {siteConfig.helplineDisplay}
    </Link>
  );
}

/** The top navigation on wide screens: the four links, the helpline and the Download App menu. */
export function DesktopNavigation() {
  const [hintsHidden, setHintsHidden] = useState(false);
  return (
    <Flex
      as="nav"
      aria-label="Main"
      hideBelow="lg"
      flex="1"
      align="center"
      justify="space-between"
      gap="4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setHintsHidden(true);
      }}
      onPointerLeave={() => setHintsHidden(false)}
      onBlur={() => setHintsHidden(false)}
    >
      <HStack as="ul" listStyleType="none" gap="1" ms="6">
        {primaryNavigation.map((item) => (
          <DesktopNavLink key={item.to} item={item} hintsHidden={hintsHidden} />
        ))}
      </HStack>
      <HStack gap="3">
        <HelplineLink />
        <DownloadAppMenu />
      </HStack>
    </Flex>
  );
}
