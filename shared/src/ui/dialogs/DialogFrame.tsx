import { CloseButton, Dialog, Portal } from '@tulia/shared/chakra';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { ignoreToastInteractions, keepOpenOnFocusOutside } from './toast-interaction';

type RootProps = Omit<ComponentProps<typeof Dialog.Root>, 'children' | 'onOpenChange' | 'onInteractOutside' | 'onFocusOutside' | 'placement'>;

export type DialogFrameProps = RootProps & {
  title: string;
  /** Escape, a click outside or the corner button asked to close. */
  onDismiss: () => void;
  /** The body and the footer. */
  children: ReactNode;
  /** The corner close button: shown, shown but disabled (while busy), or none. */
  closeButton?: 'shown' | 'disabled' | 'none';
  /** Makes header, body and footer one form; `display: contents` keeps the dialog's own layout. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  contentProps?: ComponentProps<typeof Dialog.Content>;
};

/**
 * What every dialog shares: centred, titled, and never closed by a click on a toast or by focus
 * that code moves (toast-interaction.ts).
 */
export function DialogFrame({ title, onDismiss, children, closeButton = 'shown', onSubmit, contentProps, ...root }: DialogFrameProps) {
  const inside = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {children}
      {closeButton !== 'none' && (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" disabled={closeButton === 'disabled'} />
        </Dialog.CloseTrigger>
      )}
    </>
  );
  return (
    <Dialog.Root
      {...root}
      onOpenChange={(event) => {
        if (!event.open) onDismiss();
      }}
      onInteractOutside={ignoreToastInteractions}
      onFocusOutside={keepOpenOnFocusOutside}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            {onSubmit ? (
              <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
                {inside}
              </form>
            ) : (
              inside
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
