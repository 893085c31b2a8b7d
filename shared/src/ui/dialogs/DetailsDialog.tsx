import { Box, Button, DataList, Dialog } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a record. Values are rendered as React text: never as markup. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    // One orientation: Chakra mixes the two layouts' styles when it is responsive.
    <DataList.Root orientation="horizontal" gap="3">
      {items.map((item) => (
        <DataList.Item key={item.label} flexWrap="wrap" alignItems="flex-start">
          <DataList.ItemLabel color="gray.700" minW="40">
            {item.label}
          </DataList.ItemLabel>
          <DataList.ItemValue color="gray.900" whiteSpace="pre-wrap" wordBreak="break-word">
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

export interface DetailsDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra buttons beside Close (e.g. Approve, Reject). */
  actions?: ReactNode;
}

/** A read-only view of one record. */
export function DetailsDialog({ open, title, onClose, children, actions }: DetailsDialogProps) {
  return (
    <DialogFrame open={open} title={title} onDismiss={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      {/* Focusable so keyboard users can scroll a long record (axe: scrollable-region-focusable). */}
      <Dialog.Body tabIndex={0} aria-label={`${title} details`}>
        <Box>{children}</Box>
      </Dialog.Body>
      <Dialog.Footer>
        {actions}
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
