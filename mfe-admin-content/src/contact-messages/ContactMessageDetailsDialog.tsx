import { Link } from '@tulia/shared/chakra';
import type { ContactMessage } from '@tulia/shared/contract';
import { RecordHistory, useAdminQuery } from '@tulia/shared/admin';
import { DetailList, DetailsDialog, formatDateTime, mailtoHref, telHref } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { ContactMessageStatusBadge } from './ContactMessageStatusBadge';
import { ContactNotes } from './ContactNotes';
import { contactMessageKey, contactMessagesList } from './contact-messages-list';
import { MessageTriage } from './MessageTriage';
import type { OutcomeRequest } from './useMessageActions';

export interface ContactMessageDetailsDialogProps {
  /** The message as the list showed it; the dialog then follows the server's copy. */
  message: ContactMessage;
  onClose: () => void;
  /** The actions the message offers now, shown beside Close. */
  actions: (message: ContactMessage) => ReactNode;
  /** Closing was refused for want of an outcome note: the notes form offers it. */
  outcomeRequest?: OutcomeRequest | null;
}

/** An address the admin may write to or call, as a link when it is one. */
function ContactLink({ text, href }: { text: string | null; href: string | null }) {
  if (!text) return null;
  return href ? (
    <Link href={href} color="brand.700" textDecoration="underline">
      {text}
    </Link>
  ) : (
    text
  );
}

/**
 * Every field of a message and its triage (risk, response target, assignee, notes), kept up to date: a mark as read, reply or close (here,
 * in the list or by another admin) shows at once. What the visitor typed is shown as text, never as markup.
 */
export function ContactMessageDetailsDialog({ message: listed, onClose, actions, outcomeRequest = null }: ContactMessageDetailsDialogProps) {
  const record = useAdminQuery(contactMessageKey(listed.id), (signal) => contactMessagesList.api.get(listed.id, signal));
  const message = record.data ?? listed;
  return (
    <DetailsDialog open title="Message Details" onClose={onClose} actions={actions(message)}>
      <DetailList
        items={[
          { label: 'Full Name', value: message.full_name },
          { label: 'Email', value: <ContactLink text={message.email} href={mailtoHref(message.email)} /> },
          { label: 'Phone', value: message.phone ? <ContactLink text={message.phone} href={telHref(message.phone)} /> : null },
          { label: 'Subject', value: message.subject },
          { label: 'Message', value: message.message },
          { label: 'Status', value: <ContactMessageStatusBadge status={message.status} /> },
          ...(message.reply_message ? [{ label: 'Reply', value: message.reply_message }] : []),
          { label: 'Admin Notes', value: message.admin_notes },
          { label: 'Replied At', value: formatDateTime(message.replied_at) },
          { label: 'Created At', value: formatDateTime(message.created_at) },
        ]}
      />
      <MessageTriage message={message} />
      <ContactNotes message={message} outcomeRequest={outcomeRequest} />
      <RecordHistory entity="contact_message" entityId={message.id} />
    </DetailsDialog>
  );
}
