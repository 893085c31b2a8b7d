import { Box, Heading, type BoxProps } from '@tulia/shared/chakra';
import type { ComponentProps, ReactNode } from 'react';

export interface TitledSectionProps extends BoxProps {
  /** Names the section; its h2's id is `<name>-title`. */
  name: string;
  title: string;
  /** How the h2 looks (size, colour, space below). */
  heading: ComponentProps<typeof Heading>;
  /** What stands above the h2 (an icon). */
  before?: ReactNode;
  children: ReactNode;
}

/** A part of a page named by its h2 (Our Story's parts, the boxes beside the contact form). */
export function TitledSection({ name, title, heading, before, children, ...box }: TitledSectionProps) {
  const titleId = `${name}-title`;
  return (
    <Box as="section" aria-labelledby={titleId} {...box}>
      {before}
      <Heading as="h2" id={titleId} {...heading}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
