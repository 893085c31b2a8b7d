import { ConfirmDialog } from './ConfirmDialog';

export interface DiscardChangesDialogProps {
  open: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

/** Asks before unsaved changes are thrown away (a closed form, another page). Focus starts on Keep editing. */
export function DiscardChangesDialog({ open, onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard changes?"
      message="You have changes that are not saved. If you leave now, what you typed will be lost."
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={onDiscard}
      onClose={onKeepEditing}
    />
  );
}
