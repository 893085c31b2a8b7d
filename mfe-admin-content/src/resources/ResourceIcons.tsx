import type { ResourceType } from '@tulia/shared/contract';
import { LineIcon } from '@tulia/shared/ui';
import type { ReactNode } from 'react';

// Decorative icons: the text beside each (or its button's name) says the same.

const typeIcons: Record<ResourceType, ReactNode> = {
  article: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 11h7M9 15h7M9 7h3" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  pdf: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M14 3v5h5" />
      <path d="M9 17v-4h1.5a1.5 1.5 0 0 1 0 3H9" />
    </>
  ),
  hotline: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
};

export function ResourceTypeIcon({ type }: { type: ResourceType }) {
  return <LineIcon size={18}>{typeIcons[type]}</LineIcon>;
}

export function PhoneIcon() {
  return <LineIcon>{typeIcons.hotline}</LineIcon>;
}
