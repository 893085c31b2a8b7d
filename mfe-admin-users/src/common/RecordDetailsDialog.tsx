import { Box } from '@chakra-ui/react';
import { DetailList, DetailsDialog, type DetailItem } from '@tulia/shared/ui';
import type { ReactNode } from 'react';

export interface RecordDetailsDialogProps {
  title: string;
  items: readonly DetailItem[];
  onClose: () => void;
  actions?: ReactNode;
}

/**
 * A record's details in the design system's dialog. The dialog body scrolls on small screens; a
 * list of plain text has nothing to focus, so the list itself takes focus (tabIndex 0) and the
 * keyboard can scroll it (axe: scrollable-region-focusable).
 */
export function RecordDetailsDialog({ title, items, onClose, actions }: RecordDetailsDialogProps) {
  return (
    <DetailsDialog open title={title} onClose={onClose} actions={actions}>
      <Box tabIndex={0} role="group" aria-label={`Details of ${title}`} borderRadius="md" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}>
        <DetailList items={items} />
      </Box>
    </DetailsDialog>
  );
}
