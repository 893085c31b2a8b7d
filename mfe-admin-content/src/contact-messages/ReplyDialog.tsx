import { zodResolver } from '@hookform/resolvers/zod';
import { contactReplySchema, type ContactMessage, type ContactReplyInput, type ContactReplyPayload } from '@tulia/shared/contract';
import { DetailList, FormDialog, notifyError, notifySuccess, TextAreaField } from '@tulia/shared/ui';
import { useForm } from 'react-hook-form';
import { DetailListLayout } from '../common/DetailListLayout';
import { replyToMessage } from './useContactMessages';

export interface ReplyDialogProps {
  open: boolean;
  message: ContactMessage;
  onClose: () => void;
  onSent: (message: ContactMessage) => void;
  /** The reply was refused (e.g. another admin closed the message meanwhile). */
  onFailed?: () => void;
}

/**
 * The reply modal (admin §2): To, 'Re: ' subject, the reply (required, DECISIONS) and optional
 * internal admin notes. Mount it afresh for each opening; on a server error it stays open with
 * what was typed.
 */
export function ReplyDialog({ open, message, onClose, onSent, onFailed }: ReplyDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactReplyInput, unknown, ContactReplyPayload>({
    resolver: zodResolver(contactReplySchema),
    defaultValues: { reply_message: '', admin_notes: message.admin_notes ?? '' },
  });

  const onSubmit = handleSubmit(async (reply) => {
    try {
      const updated = await replyToMessage(message.id, reply);
      notifySuccess('Reply Sent', 'Your reply has been sent successfully');
      onSent(updated);
    } catch (error) {
      notifyError(error, 'Failed to send reply');
      onFailed?.();
    }
  });

  return (
    <FormDialog
      open={open}
      title="Reply to Message"
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Send Reply"
      submitting={isSubmitting}
      submittingLabel="Sending..."
    >
      <DetailListLayout>
        <DetailList
          items={[
            { label: 'To', value: `${message.full_name} <${message.email}>` },
            { label: 'Subject', value: `Re: ${message.subject}` },
          ]}
        />
      </DetailListLayout>
      <TextAreaField label="Reply Message" required rows={4} error={errors.reply_message?.message} {...register('reply_message')} />
      <TextAreaField
        label="Admin Notes"
        rows={3}
        helperText="Internal only: never sent to the visitor."
        error={errors.admin_notes?.message}
        {...register('admin_notes')}
      />
    </FormDialog>
  );
}
