import type { ContactMessageStatus } from '@tulia/shared/contract';
import { StatusBadge } from '@tulia/shared/ui';

/** Unread red, read blue, replied green, closed gray. */
const palette: Record<ContactMessageStatus, string> = { unread: 'red', read: 'blue', replied: 'green', closed: 'gray' };

export function ContactMessageStatusBadge({ status }: { status: ContactMessageStatus }) {
  return <StatusBadge status={status} palette={palette[status]} />;
}
