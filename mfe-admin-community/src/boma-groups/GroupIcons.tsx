import type { GroupCategory } from '@tulia/shared/contract';
import { LineIcon as Icon } from '@tulia/shared/ui';
import type { ReactNode } from 'react';

const categoryPaths: Record<GroupCategory, ReactNode> = {
  // A heart.
  'Mental Health': <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
  // Two hands meeting.
  Support: <path d="M7 11l4-4 3 3 4-4M3 13l4 4 3-1 4 4 7-7" />,
  // A speech bubble.
  Therapy: <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
  // People.
  Social: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2 21v-1.5A5.5 5.5 0 0 1 7.5 14h3A5.5 5.5 0 0 1 16 19.5V21M16 4.5a3.5 3.5 0 0 1 0 7M22 21v-1.5a5.5 5.5 0 0 0-3.5-5.1" />
    </>
  ),
  // A leaf.
  Wellness: <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10zM2 21c0-3 1.9-5.4 5.2-6" />,
  // An open book.
  Education: <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2zM22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />,
};

/** The icon of a group's category (decorative: the category is written beside it). */
export function CategoryIcon({ category }: { category: GroupCategory }) {
  return <Icon>{categoryPaths[category]}</Icon>;
}

/** A padlock for a private group, a globe for a public one, announced as 'Private' or 'Public'. */
export function PrivacyIcon({ isPrivate }: { isPrivate: boolean }) {
  return isPrivate ? (
    <Icon label="Private">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Icon>
  ) : (
    <Icon label="Public">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Icon>
  );
}

/** A picture frame, for a group without an image. */
export function ImagePlaceholderIcon() {
  return (
    <Icon size={40}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="M21 15l-5-5L5 21" />
    </Icon>
  );
}
