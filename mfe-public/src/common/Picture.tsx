import { Box, Image, type BoxProps, type ImageProps } from '@tulia/shared/chakra';
import { LOW_DATA_ATTRIBUTE, usePrefersLowData } from '@tulia/shared/ui';
import { useIsServerOrHydrating } from './useMountedByHydration';

export interface PictureProps extends Omit<ImageProps, 'src' | 'alt' | 'loading' | 'width' | 'height'> {
  src: string;
  /** Describes what the picture shows; '' for a purely decorative picture. */
  alt: string;
  /** Intrinsic size: reserves the picture's box before it loads, so nothing shifts. */
  width: number;
  height: number;
}

/** An image of this site (SVGs drawn in the repository) below the fold: sized, and fetched only once near the viewport. */
export function Picture({ src, alt, width, height, ...style }: PictureProps) {
  return <Image src={src} alt={alt} htmlWidth={width} htmlHeight={height} loading="lazy" decoding="async" maxW="100%" h="auto" {...style} />;
}

export interface DrawingProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** The SVG's markup (import it with `?raw`); its width, height and viewBox give its proportions. */
  svg: string;
  /** Describes what the drawing shows. */
  alt: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The drawing's markup as an image of the page, named by `alt`. */
const labelledDrawing = (svg: string, alt: string): string => svg.replace('<svg ', `<svg role="img" aria-label="${escapeAttribute(alt)}" `);

const drawingStyles = { '& > svg': { display: 'block', width: '100%', height: 'auto' } } as const;

/**
 * A picture above the fold (Home's phones, Our Story's circle), drawn in the repository as SVG and
 * put into the page's own markup rather than behind an <img>: an SVG image is a document of its
 * own, which a phone builds on the main thread while the page loads (tens of milliseconds each on
 * a slow CPU), where an inline drawing is a few more elements of the page (docs/decisions.md,
 * "Rendering long pages"). It needs no request either, and scales with its box.
 */
export function Drawing({ svg, alt, ...box }: DrawingProps) {
  return <Box css={drawingStyles} dangerouslySetInnerHTML={{ __html: labelledDrawing(svg, alt) }} {...box} />;
}

export interface DecorativePictureProps extends Pick<BoxProps, 'w' | 'mt' | 'maxW'> {
  /** A file's address (import it with `?no-inline`): a picture inlined in the page costs every visitor its bytes. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A picture the page reads fully without (low data, docs/visitor-safety.md): a visitor who
 * asked to save data never downloads it. It is not in the page's HTML (the composition cannot
 * know the visitor's wish, and an <img> there would be fetched before any script could stop
 * it); its box is, sized, so nothing shifts when the app adds the picture below the fold, and
 * hidden by the low-data attribute the wake-up script sets on <html>. The first render in the
 * browser is the server's (no picture), so hydration matches.
 */
export function DecorativePicture({ src, alt, width, height, ...box }: DecorativePictureProps) {
  const fromServer = useIsServerOrHydrating();
  const lowData = usePrefersLowData();
  return (
    <Box data-decorative="" aspectRatio={`${width} / ${height}`} maxW="100%" css={{ [`html[${LOW_DATA_ATTRIBUTE}] &`]: { display: 'none' } }} {...box}>
      {fromServer || lowData ? null : (
        <Image src={src} alt={alt} htmlWidth={width} htmlHeight={height} loading="lazy" decoding="async" display="block" w="100%" h="auto" />
      )}
    </Box>
  );
}
