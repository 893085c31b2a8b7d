import { Box, Button, HStack, Text } from '@tulia/shared/chakra';
import type { ContactMessage } from '@tulia/shared/contract';
import { actionsColumn } from '@tulia/shared/admin';
import { formatDate, truncate, type DataTableColumn } from '@tulia/shared/ui';
import { ContactMessageActions, type ContactMessageActionsProps } from './ContactMessageActions';
import { ContactMessageStatusBadge } from './ContactMessageStatusBadge';
import { ResponseTime } from './ResponseTime';
import { RiskBadge } from './RiskBadge';

export interface ContactMessageColumnsOptions extends Omit<ContactMessageActionsProps, 'message' | 'busy'> {
  busyId: number | null;
  /** The time the waiting times are counted to (moved on each minute). */
  now: number;
  onView: (message: ContactMessage) => void;
}

/**
 * The six columns of the list; those the contract can sort by sort when their header is pressed.
 * A flagged message carries its mark before the sender's name, and a waiting one its waiting
 * time under its status. Visitors' texts are React text, never markup.
 */
export function contactMessageColumns({ busyId, now, onView, ...actions }: ContactMessageColumnsOptions): DataTableColumn<ContactMessage>[] {
  return [
    {
      key: 'contact',
      header: 'Contact',
      sortKey: 'full_name',
      minWidth: '40',
      render: (message) => (
        // Chakra's table cells do not wrap; a visitor's long texts must.
        <Box whiteSpace="normal" wordBreak="break-word">
          <RiskBadge level={message.risk_level} />
          <Text fontWeight="semibold" color="gray.900">
            {message.full_name}
          </Text>
          <Text color="gray.700">{message.email}</Text>
          {message.phone ? <Text color="gray.700">{message.phone}</Text> : null}
        </Box>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      sortKey: 'subject',
      minWidth: '28',
      render: (message) => (
        <Text color="gray.900" whiteSpace="normal">
          {message.subject}
        </Text>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      minWidth: '48',
      render: (message) => (
        <Text color="gray.800" whiteSpace="normal" wordBreak="break-word">
          {truncate(message.message, 80)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      minWidth: '36',
      render: (message) => (
        <Box display="flex" flexDirection="column" alignItems="flex-start" gap="1">
          <ContactMessageStatusBadge status={message.status} />
          <ResponseTime message={message} now={now} />
        </Box>
      ),
    },
    { key: 'date', header: 'Date', sortKey: 'created_at', render: (message) => <Text whiteSpace="nowrap">{formatDate(message.created_at)}</Text> },
    actionsColumn(
      (message) => (
        // The group names the message, so each button's short label is enough for screen readers.
        <HStack role="group" aria-label={`Actions for the message from ${message.full_name}`} gap="1" flexWrap="wrap">
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onView(message)}>
            View Details
          </Button>
          <ContactMessageActions message={message} busy={busyId === message.id} {...actions} />
        </HStack>
      ),
      { minWidth: '32' },
    ),
  ];
}
