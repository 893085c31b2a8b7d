import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { subscribeToToasts, TOAST_FOCUS_HOTKEY } from '@tulia/shared/toast';
import { useEffect } from 'react';

// One toaster for the whole site; F8 moves focus to the toast region (admin §9).
const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, hotkey: [TOAST_FOCUS_HOTKEY] });

/** Renders the shared toast bus: any remote calls `toast.success(...)`, the shell shows it. */
export function Toaster() {
  useEffect(
    () =>
      subscribeToToasts((message) => {
        toaster.create({
          id: message.id,
          type: message.kind,
          title: message.title,
          description: message.description,
          duration: message.duration,
          closable: true,
        });
      }),
    [],
  );
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
              {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
            </Stack>
            {item.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
