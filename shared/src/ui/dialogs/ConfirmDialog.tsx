import { Button, Dialog, Portal, Text } from '@tulia/shared/chakra';
import { useRef, useState } from 'react';
import { ignoreToastInteractions, keepOpenOnFocusOutside } from './toast-interaction';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this group?' */
  message: string;
  confirmLabel?: string;
  /** The button that backs out ('Cancel'). */
  cancelLabel?: string;
  /** Runs the action; the dialog stays open and busy until it settles. */
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
  destructive?: boolean;
}

/**
 * Asks before an irreversible action: deletes require confirmation. Focus starts on
 * Cancel so that Enter never deletes by accident; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
  destructive = true,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open && !busy) onClose();
      }}
      onInteractOutside={ignoreToastInteractions}
      onFocusOutside={keepOpenOnFocusOutside}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.800">{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'brand'} onClick={() => void confirm()} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
