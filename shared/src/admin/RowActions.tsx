import { HStack, IconButton } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface RowActionProps {
  /** The accessible name, naming the record: 'Delete Achieng Otieno'. */
  label: string;
  onClick: () => void;
  icon: ReactNode;
  palette?: string;
}

/** One icon button of a table row; its label names the action and the record for screen readers. */
export function RowAction({ label, onClick, icon, palette = 'gray' }: RowActionProps) {
  return (
    <IconButton aria-label={label} title={label} size="sm" variant="ghost" colorPalette={palette} onClick={onClick}>
      {icon}
    </IconButton>
  );
}

/** The actions cell of a row, kept on one line (the table scrolls sideways on phones). */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <HStack gap="1" justify="flex-end" wrap="nowrap">
      {children}
    </HStack>
  );
}
