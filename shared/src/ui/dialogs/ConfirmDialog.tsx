import { Button, Dialog, Text } from '@tulia/shared/chakra';
import { useRef, useState } from 'react';
import { DialogFrame } from './DialogFrame';

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
    <DialogFrame
      role="alertdialog"
      open={open}
      title={title}
      onDismiss={() => {
        if (!busy) onClose();
      }}
      closeButton="none"
      initialFocusEl={() => cancelRef.current}
      contentProps={{ mx: '4' }}
    >
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
    </DialogFrame>
  );
}
