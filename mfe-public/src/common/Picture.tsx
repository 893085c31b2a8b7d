import { Image, type ImageProps } from '@tulia/shared/chakra';

export interface PictureProps extends Omit<ImageProps, 'src' | 'alt' | 'loading' | 'width' | 'height'> {
  src: string;
  /** Describes what the picture shows; '' for a purely decorative picture. */
  alt: string;
  /** Intrinsic size: reserves the picture's box before it loads, so nothing shifts. */
  width: number;
  height: number;
  /** Above the fold pictures load at once; every other picture waits until it is near the viewport. */
  priority?: boolean;
}

/** An image of this site (SVGs drawn in the repository), always sized and lazy below the fold. */
export function Picture({ src, alt, width, height, priority = false, ...style }: PictureProps) {
  return (
    <Image
      src={src}
      alt={alt}
      htmlWidth={width}
      htmlHeight={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      maxW="100%"
      h="auto"
      {...style}
    />
  );
}
