import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@tulia/shared/chakra';
import { subscribeToToasts, TOAST_FOCUS_HOTKEY } from '@tulia/shared/toast';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { swipeDismisses } from './swipe';

// One toaster for the whole site; F8 moves focus to the toast region.
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, hotkey: [TOAST_FOCUS_HOTKEY] });

/** Follows a horizontal drag; past the threshold the toast is dismissed, otherwise it springs back. */
function Swipeable({ id, children }: { id: string; children: ReactNode }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return; // the close button keeps its click
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (swipeDismisses(offset)) toaster.dismiss(id);
    setOffset(0);
  };
  return (
    <div
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6), touchAction: 'pan-y' }}
      data-testid="toast-swipe"
    >
      {children}
    </div>
  );
}

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
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-kind={item.type}>
            <Swipeable id={item.id ?? ''}>
              <Stack direction="row" gap="3" align="flex-start">
                <Toast.Indicator />
                <Stack gap="1" flex="1" maxWidth="100%">
                  {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
                  {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
                </Stack>
              </Stack>
            </Swipeable>
            {item.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
