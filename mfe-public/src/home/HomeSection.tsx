import { Container, type BoxProps, type ContainerProps } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';
import { SectionHeading, type SectionHeadingProps } from '../common/SectionHeading';
import { FadeInSection } from './motion/FadeInSection';

export interface HomeSectionProps extends Omit<SectionHeadingProps, 'id'> {
  /** Names the section for tests and styles (data-home-section). */
  name: string;
  /** Anchor of the section (/#faq); its heading's id is derived from it. */
  id: string;
  bg?: BoxProps['bg'];
  width?: ContainerProps['maxW'];
  children: ReactNode;
}

/** One of Home's sections below the hero: it fades in, and opens with its eyebrow, h2 and introduction. */
export function HomeSection({ name, id, bg, width = '7xl', children, ...heading }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <FadeInSection id={id} labelledBy={titleId} py={{ base: '16', md: '24' }} bg={bg} data-home-section={name}>
      <Container maxW={width}>
        <SectionHeading id={titleId} {...heading} />
        {children}
      </Container>
    </FadeInSection>
  );
}
