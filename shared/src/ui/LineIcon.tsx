import { Box } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface LineIconProps {
  /** The SVG paths, drawn on a 24×24 grid with a round 2px stroke in the text colour. */
  children: ReactNode;
  /** Announced as an image with this name; decorative (hidden) without it, when the text beside says the same. */
  label?: string;
  size?: number;
}

/** A small line icon drawn inline (the product ships no icon library). */
export function LineIcon({ children, label, size = 16 }: LineIconProps) {
  return (
    <Box as="span" display="inline-flex" flexShrink={0} {...(label ? { role: 'img', 'aria-label': label, title: label } : { 'aria-hidden': true })}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {children}
      </svg>
    </Box>
  );
}
