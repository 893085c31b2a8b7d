import { Button, CloseButton, Dialog, Portal, Stack } from '@tulia/shared/chakra';
import type { FormEventHandler, ReactNode } from 'react';
import { ignoreToastInteractions, keepOpenOnFocusOutside } from './toast-interaction';

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
}

/** A create/edit form in a dialog: fields, Cancel and the submit button. Focus stays inside. */
export function FormDialog({ open, title, onClose, onSubmit, submitLabel, submitting, submittingLabel, children, size = 'lg' }: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open && !submitting) onClose();
      }}
      onInteractOutside={ignoreToastInteractions}
      onFocusOutside={keepOpenOnFocusOutside}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={submitting}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} loadingText={submittingLabel ?? submitLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={submitting} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
