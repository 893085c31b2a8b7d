import { createIcon } from '@tulia/shared/chakra';

// Small line icons drawn for the public site (24×24, stroke in currentColor). Drawn here rather
// than taken from an icon package so the remote ships only the few paths it uses.
// Every icon is decorative (aria-hidden by Chakra's Icon): the text beside it carries the meaning.

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const PhoneIcon = createIcon({
  displayName: 'PhoneIcon',
  path: (
    <path
      {...stroke}
      d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2z"
    />
  ),
});

export const MailIcon = createIcon({
  displayName: 'MailIcon',
  path: [<rect key="box" {...stroke} x="2" y="4" width="20" height="16" rx="2" />, <path key="flap" {...stroke} d="m22 7-10 6L2 7" />],
});

export const ChatIcon = createIcon({
  displayName: 'ChatIcon',
  path: <path {...stroke} d="M21 12a8 8 0 0 1-11.8 7L4 20l1.1-4.4A8 8 0 1 1 21 12z" />,
});

export const MapPinIcon = createIcon({
  displayName: 'MapPinIcon',
  path: [<path key="pin" {...stroke} d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z" />, <circle key="dot" {...stroke} cx="12" cy="10" r="3" />],
});

export const ClockIcon = createIcon({
  displayName: 'ClockIcon',
  path: [<circle key="face" {...stroke} cx="12" cy="12" r="10" />, <path key="hands" {...stroke} d="M12 6v6l4 2" />],
});

export const ShieldIcon = createIcon({
  displayName: 'ShieldIcon',
  path: <path {...stroke} d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
});

export const HeartIcon = createIcon({
  displayName: 'HeartIcon',
  path: <path {...stroke} d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 21.2l8.8-8.8a5.5 5.5 0 0 0 0-7.8z" />,
});

export const UsersIcon = createIcon({
  displayName: 'UsersIcon',
  path: [
    <path key="body" {...stroke} d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />,
    <circle key="head" {...stroke} cx="9" cy="7" r="4" />,
    <path key="second" {...stroke} d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />,
  ],
});

export const StethoscopeIcon = createIcon({
  displayName: 'StethoscopeIcon',
  path: [<path key="tube" {...stroke} d="M4 3v6a5 5 0 0 0 10 0V3M9 14v1a5 5 0 0 0 10 0v-2" />, <circle key="bell" {...stroke} cx="19" cy="11" r="2" />],
});

export const PlayIcon = createIcon({
  displayName: 'PlayIcon',
  path: [<rect key="frame" {...stroke} x="2" y="4" width="20" height="16" rx="3" />, <path key="play" {...stroke} d="m10 9 5 3-5 3z" />],
});

export const ChartIcon = createIcon({
  displayName: 'ChartIcon',
  path: <path {...stroke} d="M3 3v18h18M7 15l4-4 3 3 6-6" />,
});

export const WalletIcon = createIcon({
  displayName: 'WalletIcon',
  path: [<rect key="case" {...stroke} x="2" y="6" width="20" height="14" rx="2" />, <path key="flap" {...stroke} d="M16 13h2M2 10h20M6 6l10-3 1 3" />],
});

export const LayersIcon = createIcon({
  displayName: 'LayersIcon',
  path: <path {...stroke} d="m12 2 10 5-10 5L2 7zM2 17l10 5 10-5M2 12l10 5 10-5" />,
});

export const BookIcon = createIcon({
  displayName: 'BookIcon',
  path: <path {...stroke} d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />,
});

export const SparkleIcon = createIcon({
  displayName: 'SparkleIcon',
  path: <path {...stroke} d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 17l.8 2.2L22 20l-2.2.8L19 23l-.8-2.2L16 20l2.2-.8z" />,
});

export const AwardIcon = createIcon({
  displayName: 'AwardIcon',
  path: [<circle key="medal" {...stroke} cx="12" cy="8" r="6" />, <path key="ribbon" {...stroke} d="M8.2 13.9 7 23l5-3 5 3-1.2-9.1" />],
});

export const CheckIcon = createIcon({
  displayName: 'CheckIcon',
  path: <path {...stroke} d="M20 6 9 17l-5-5" />,
});

export const ArrowLeftIcon = createIcon({
  displayName: 'ArrowLeftIcon',
  path: <path {...stroke} d="M19 12H5m7 7-7-7 7-7" />,
});

export const ArrowRightIcon = createIcon({
  displayName: 'ArrowRightIcon',
  path: <path {...stroke} d="M5 12h14m-7-7 7 7-7 7" />,
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  path: <path {...stroke} d="m6 9 6 6 6-6" />,
});

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path {...stroke} d="M3 6h18M3 12h18M3 18h18" />,
});

export const CloseIcon = createIcon({
  displayName: 'CloseIcon',
  path: <path {...stroke} d="M18 6 6 18M6 6l12 12" />,
});

export const DownloadIcon = createIcon({
  displayName: 'DownloadIcon',
  path: <path {...stroke} d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
});

export const SmartphoneIcon = createIcon({
  displayName: 'SmartphoneIcon',
  path: [<rect key="body" {...stroke} x="5" y="2" width="14" height="20" rx="2" />, <path key="speaker" {...stroke} d="M12 18h.01" />],
});

export const ClipboardIcon = createIcon({
  displayName: 'ClipboardIcon',
  path: [<rect key="board" {...stroke} x="5" y="4" width="14" height="18" rx="2" />, <path key="clip" {...stroke} d="M9 2h6v4H9zM9 12h6M9 16h4" />],
});
