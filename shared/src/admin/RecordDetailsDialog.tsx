import { DetailList, DetailsDialog, type DetailItem } from '@tulia/shared/ui';
import type { ReactNode } from 'react';

export interface RecordDetailsDialogProps {
  title: string;
  items: readonly DetailItem[];
  onClose: () => void;
  actions?: ReactNode;
  /** Shown below the details (an admin screen's History section). */
  children?: ReactNode;
}

/** A record's details (user, therapist, rafiki) as label/value pairs in the design system's dialog. */
export function RecordDetailsDialog({ title, items, onClose, actions, children }: RecordDetailsDialogProps) {
  return (
    <DetailsDialog open title={title} onClose={onClose} actions={actions}>
      <DetailList items={items} />
      {children}
    </DetailsDialog>
  );
}
