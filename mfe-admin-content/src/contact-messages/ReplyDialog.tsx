import { contactReplySchema, type ContactMessage, type ContactReplyInput } from '@tulia/shared/contract';
import { SchemaFormDialog, formFields, type RecordDialogProps } from '@tulia/shared/admin';
import { DetailList } from '@tulia/shared/ui';
import { contactMessagesList } from './contact-messages-list';

const Field = formFields<ContactReplyInput>();

/**
 * The reply modal: To, 'Re: ' subject, the reply (required, here and on the server) and optional
 * internal admin notes. Mount it afresh for each opening; on a server error it stays open with
 * what was typed (a message closed meanwhile by another admin refreshes the list).
 */
export function ReplyDialog({ message, ...dialog }: RecordDialogProps<'message', ContactMessage>) {
  const defaultValues: ContactReplyInput = { reply_message: '', admin_notes: message.admin_notes ?? '' };
  return (
    <SchemaFormDialog
      {...dialog}
      schema={contactReplySchema}
      defaultValues={defaultValues}
      words={{
        title: 'Reply to Message',
        submit: 'Send Reply',
        submitting: 'Sending...',
        success: 'Reply Sent',
        description: 'Your reply has been sent successfully',
        failure: 'Failed to send reply',
      }}
      changes={[contactMessagesList]}
      save={(reply) => contactMessagesList.api.reply(message.id, reply)}
    >
      <DetailList
        items={[
          { label: 'To', value: `${message.full_name} <${message.email}>` },
          { label: 'Subject', value: `Re: ${message.subject}` },
        ]}
      />
      <Field.TextAreaField name="reply_message" label="Reply Message" required rows={4} />
      <Field.TextAreaField name="admin_notes" label="Admin Notes" rows={3} helperText="Internal only: never sent to the visitor." />
    </SchemaFormDialog>
  );
}
