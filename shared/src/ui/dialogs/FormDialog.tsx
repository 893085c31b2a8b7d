import { Button, Dialog, Stack } from '@tulia/shared/chakra';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { DialogFrame } from './DialogFrame';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting?: boolean;
  submittingLabel?: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The form holds changes: Escape, a click outside, Cancel and Close ask before throwing them away. */
  dirty?: boolean;
}

/**
 * A create/edit form in a dialog: fields, Cancel and the submit button. Focus stays inside.
 * With `dirty`, closing it asks first, so a slip of Escape never throws away a long form.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  submittingLabel,
  children,
  size = 'lg',
  dirty = false,
}: FormDialogProps) {
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const requestClose = () => {
    if (submitting) return;
    if (dirty) setAskingToDiscard(true);
    else onClose();
  };
  return (
    <>
      <DialogFrame
        open={open}
        title={title}
        onDismiss={requestClose}
        onSubmit={onSubmit}
        closeButton={submitting ? 'disabled' : 'shown'}
        size={{ base: 'full', md: size }}
        scrollBehavior="inside"
      >
        <Dialog.Body>
          <Stack gap="4">{children}</Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={requestClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText={submittingLabel ?? submitLabel}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </DialogFrame>
      <DiscardChangesDialog
        open={askingToDiscard}
        onDiscard={() => {
          setAskingToDiscard(false);
          onClose();
        }}
        onKeepEditing={() => setAskingToDiscard(false)}
      />
    </>
  );
}
