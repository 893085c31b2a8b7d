import { Button, HStack } from '@tulia/shared/chakra';
import type { ContactMessage } from '@tulia/shared/contract';
import { canClose, canMarkRead, canReply } from './message-rules';

export interface ContactMessageActionsProps {
  message: ContactMessage;
  /** An action on this message is running: its buttons wait. */
  busy: boolean;
  onMarkRead: (message: ContactMessage) => void;
  onReply: (message: ContactMessage) => void;
  onCloseMessage: (message: ContactMessage) => void;
  /** Given for super admins only: Delete, whatever the status (data protection). */
  onDelete?: (message: ContactMessage) => void;
}

/**
 * The actions a message offers in its status (message-rules.ts); a closed message offers none but
 * Delete, which a super admin sees on every message.
 */
export function ContactMessageActions({ message, busy, onMarkRead, onReply, onCloseMessage, onDelete }: ContactMessageActionsProps) {
  return (
    <HStack gap="1" flexWrap="wrap">
      {canMarkRead(message.status) ? (
        <Button size="xs" variant="outline" colorPalette="blue" disabled={busy} onClick={() => onMarkRead(message)}>
          Mark as Read
        </Button>
      ) : null}
      {canReply(message.status) ? (
        <Button size="xs" variant="outline" colorPalette="green" disabled={busy} onClick={() => onReply(message)}>
          Reply
        </Button>
      ) : null}
      {canClose(message.status) ? (
        <Button size="xs" variant="outline" colorPalette="gray" disabled={busy} onClick={() => onCloseMessage(message)}>
          Close Message
        </Button>
      ) : null}
      {onDelete ? (
        <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => onDelete(message)}>
          Delete
        </Button>
      ) : null}
    </HStack>
  );
}
