import { Box, Heading, Text } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** Short line above the title. */
  eyebrow?: string;
  intro?: ReactNode;
  align?: 'start' | 'center';
  /** Light text, for a section on a dark band. */
  inverted?: boolean;
}

/** The h2 that opens a section, with its optional eyebrow and introduction. */
export function SectionHeading({ id, title, eyebrow, intro, align = 'center', inverted = false }: SectionHeadingProps) {
  return (
    <Box textAlign={align} maxW={align === 'center' ? '3xl' : undefined} mx={align === 'center' ? 'auto' : undefined} mb={{ base: '8', md: '12' }}>
      {eyebrow ? (
        <Text color={inverted ? 'sunrise.200' : 'brand.700'} fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm" mb="2">
          {eyebrow}
        </Text>
      ) : null}
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} color={inverted ? 'white' : 'gray.900'} lineHeight="short">
        {title}
      </Heading>
      {intro ? (
        <Text mt="4" color={inverted ? 'brand.100' : 'gray.700'} fontSize={{ base: 'md', md: 'lg' }}>
          {intro}
        </Text>
      ) : null}
    </Box>
  );
}
