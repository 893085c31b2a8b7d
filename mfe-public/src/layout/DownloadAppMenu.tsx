import { Box, Button, Link, Separator, Stack, Text } from '@tulia/shared/chakra';
import { OPENS_AT_ONCE_ATTRIBUTE, OPENS_ON_HOVER_ATTRIBUTE } from '@tulia/shared/page-marks';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { Link as RouterLink } from '@tulia/shared/router';
import { storeLinks } from '../common/contact-links';
import { ChevronDownIcon, ClipboardIcon, SmartphoneIcon } from '../common/icons';

// Each entry of the panel: a full-width row with an icon.
const menuItemStyle = {
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  px: '3',
  py: '2',
  borderRadius: 'md',
  textDecoration: 'none',
  _hover: { bg: 'brand.50', textDecoration: 'none' },
} as const;

/**
 * 'Download App' on wide screens: opens on mouse hover, and also with a click, Enter or Space
 * (a disclosure button, so keyboard and touch users get the same links). Escape closes it and
 * gives focus back to the button; leaving it with the mouse or with Tab closes it too.
 */
export function DownloadAppMenu() {
  const [open, setOpen] = useState(false);
  // A click on a menu the mouse just opened keeps it open rather than closing it at once.
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // Hovered while the page was waking (the wake-up script opened it, OPENS_ON_HOVER_ATTRIBUTE): stays open.
  useEffect(() => {
    if (!rootRef.current?.matches(':hover')) return;
    openedByHover.current = true;
    setOpen(true);
  }, []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(false);
  };
  const onButtonClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
      return;
    }
    setOpen((value) => !value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const close = () => {
    openedByHover.current = false;
    setOpen(false);
  };

  return (
    <Box
      ref={rootRef}
      position="relative"
      {...{ [OPENS_ON_HOVER_ATTRIBUTE]: '' }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Button
        ref={buttonRef}
        colorPalette="brand"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        {...{ [OPENS_AT_ONCE_ATTRIBUTE]: '' }}
        onClick={onButtonClick}
      >
        Download App
        <ChevronDownIcon boxSize="4" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
      </Button>
      {/* pt bridges the gap under the button, so the pointer can travel into the panel. */}
      <Box id={panelId} hidden={!open} position="absolute" right="0" top="100%" pt="2" zIndex="dropdown" data-testid="download-app-menu">
        <Stack as="ul" listStyleType="none" gap="1" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg" boxShadow="lg" p="2" minW="64">
          {(['ios', 'android'] as const).map((store) => (
            <li key={store}>
              <Link href={storeLinks[store].href} {...menuItemStyle} color="gray.800" onClick={close}>
                <SmartphoneIcon boxSize="5" color="brand.700" />
                <Box as="span">
                  <Text as="span" display="block" fontWeight="semibold">
                    {storeLinks[store].device}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="gray.600">
                    {storeLinks[store].store}
                  </Text>
                </Box>
              </Link>
            </li>
          ))}
          <li aria-hidden="true">
            <Separator my="1" />
          </li>
          <li>
            <Link asChild {...menuItemStyle} color="brand.800" fontWeight="semibold">
              <RouterLink to="/assessment" onClick={close}>
                <ClipboardIcon boxSize="5" />
                Take Assessment First
              </RouterLink>
            </Link>
          </li>
        </Stack>
      </Box>
    </Box>
  );
}
