// Small inline icons for the chat helper (decorative: Chakra's Icon hides them from screen readers).
import { createIcon } from '@tulia/shared/chakra';

/** A 24×24 icon filled in currentColor from its one path. */
function solidIcon(displayName: string, d: string) {
  return createIcon({ displayName, d });
}

export const ChatBubbleIcon = solidIcon(
  'ChatBubbleIcon',
  'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2Zm3 6v2h2V9H7Zm4 0v2h2V9h-2Zm4 0v2h2V9h-2Z',
);

export const SendIcon = solidIcon('SendIcon', 'M3 20.5 21 12 3 3.5 3 10l12 2-12 2z');

export const CloseIcon = solidIcon('CloseIcon', 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z');

export const SparkleIcon = solidIcon(
  'SparkleIcon',
  'M12 2l2.2 6.6L21 11l-6.8 2.4L12 20l-2.2-6.6L3 11l6.8-2.4zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z',
);
