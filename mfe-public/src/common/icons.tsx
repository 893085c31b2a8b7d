import { createIcon } from '@tulia/shared/chakra';
import type { SVGProps } from 'react';

// Small line icons drawn for the public site (24×24, stroke in currentColor). Drawn here rather
// than taken from an icon package so the remote ships only the few paths it uses.
// Every icon is decorative (aria-hidden by Chakra's Icon): the text beside it carries the meaning.

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** One stroke of an icon: a path's outline (its `d`), a circle or a rectangle. */
type LineShape = string | { circle: SVGProps<SVGCircleElement> } | { rect: SVGProps<SVGRectElement> };

function drawShape(shape: LineShape, key: number) {
  if (typeof shape === 'string') return <path key={key} {...stroke} d={shape} />;
  if ('circle' in shape) return <circle key={key} {...stroke} {...shape.circle} />;
  return <rect key={key} {...stroke} {...shape.rect} />;
}

/** A line icon drawn with the site's stroke from its shapes, in order. */
function lineIcon(displayName: string, ...shapes: LineShape[]) {
  return createIcon({ displayName, path: shapes.map(drawShape) });
}

export const PhoneIcon = lineIcon(
  'PhoneIcon',
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2z',
);
export const MailIcon = lineIcon('MailIcon', { rect: { x: 2, y: 4, width: 20, height: 16, rx: 2 } }, 'm22 7-10 6L2 7');
export const ChatIcon = lineIcon('ChatIcon', 'M21 12a8 8 0 0 1-11.8 7L4 20l1.1-4.4A8 8 0 1 1 21 12z');
export const MapPinIcon = lineIcon('MapPinIcon', 'M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z', { circle: { cx: 12, cy: 10, r: 3 } });
export const ClockIcon = lineIcon('ClockIcon', { circle: { cx: 12, cy: 12, r: 10 } }, 'M12 6v6l4 2');
export const ShieldIcon = lineIcon('ShieldIcon', 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z');
export const HeartIcon = lineIcon('HeartIcon', 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 21.2l8.8-8.8a5.5 5.5 0 0 0 0-7.8z');
export const UsersIcon = lineIcon(
  'UsersIcon',
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  { circle: { cx: 9, cy: 7, r: 4 } },
  'M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
);
export const StethoscopeIcon = lineIcon('StethoscopeIcon', 'M4 3v6a5 5 0 0 0 10 0V3M9 14v1a5 5 0 0 0 10 0v-2', { circle: { cx: 19, cy: 11, r: 2 } });
export const PlayIcon = lineIcon('PlayIcon', { rect: { x: 2, y: 4, width: 20, height: 16, rx: 3 } }, 'm10 9 5 3-5 3z');
export const ChartIcon = lineIcon('ChartIcon', 'M3 3v18h18M7 15l4-4 3 3 6-6');
export const WalletIcon = lineIcon('WalletIcon', { rect: { x: 2, y: 6, width: 20, height: 14, rx: 2 } }, 'M16 13h2M2 10h20M6 6l10-3 1 3');
export const LayersIcon = lineIcon('LayersIcon', 'm12 2 10 5-10 5L2 7zM2 17l10 5 10-5M2 12l10 5 10-5');
export const BookIcon = lineIcon('BookIcon', 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5');
export const SparkleIcon = lineIcon(
  'SparkleIcon',
  'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 17l.8 2.2L22 20l-2.2.8L19 23l-.8-2.2L16 20l2.2-.8z',
);
export const AwardIcon = lineIcon('AwardIcon', { circle: { cx: 12, cy: 8, r: 6 } }, 'M8.2 13.9 7 23l5-3 5 3-1.2-9.1');
export const CheckIcon = lineIcon('CheckIcon', 'M20 6 9 17l-5-5');
export const ArrowLeftIcon = lineIcon('ArrowLeftIcon', 'M19 12H5m7 7-7-7 7-7');
export const ArrowRightIcon = lineIcon('ArrowRightIcon', 'M5 12h14m-7-7 7 7-7 7');
export const ChevronDownIcon = lineIcon('ChevronDownIcon', 'm6 9 6 6 6-6');
export const MenuIcon = lineIcon('MenuIcon', 'M3 6h18M3 12h18M3 18h18');
export const CloseIcon = lineIcon('CloseIcon', 'M18 6 6 18M6 6l12 12');
export const DownloadIcon = lineIcon('DownloadIcon', 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3');
export const SmartphoneIcon = lineIcon('SmartphoneIcon', { rect: { x: 5, y: 2, width: 14, height: 20, rx: 2 } }, 'M12 18h.01');
export const ClipboardIcon = lineIcon('ClipboardIcon', { rect: { x: 5, y: 4, width: 14, height: 18, rx: 2 } }, 'M9 2h6v4H9zM9 12h6M9 16h4');
