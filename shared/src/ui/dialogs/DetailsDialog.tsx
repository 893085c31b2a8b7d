import { Box, Button, CloseButton, DataList, Dialog, Portal } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';
import { ignoreToastInteractions, keepOpenOnFocusOutside } from './toast-interaction';

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
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      onInteractOutside={ignoreToastInteractions}
      onFocusOutside={keepOpenOnFocusOutside}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
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
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
