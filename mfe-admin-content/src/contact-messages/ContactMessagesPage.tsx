import { isSuperAdmin, useAuthStore } from '@tulia/shared/auth';
import { exportPath, type ContactMessage } from '@tulia/shared/contract';
import {
  AdminScreen,
  AdminTable,
  ExportButton,
  ListControls,
  useAdminList,
  useAdminQuery,
  useConfirmedDelete,
  useDialogStack,
  useRowSelection,
} from '@tulia/shared/admin';
import { remote } from '../remote';
import { useMinuteClock } from '@tulia/shared/ui';
import { useState } from 'react';
import { ContactMessageActions } from './ContactMessageActions';
import { ContactMessageDetailsDialog } from './ContactMessageDetailsDialog';
import { contactMessageColumns } from './contact-message-columns';
import { ContactMessagesBulkBar } from './ContactMessagesBulkBar';
import { contactMessagesList, contactStatsKey, fetchContactStats } from './contact-messages-list';
import { ContactStatistics } from './ContactStatistics';
import { ReplyDialog } from './ReplyDialog';
import { messageFilters } from './triage';
import { useMessageActions, type OutcomeRequest } from './useMessageActions';

const selectLabel = (message: ContactMessage) => `Select the message from ${message.full_name}`;

/** Contact Messages: what visitors sent through the contact form, and the replies. */
export default function ContactMessagesPage() {
  const list = useAdminList(contactMessagesList);
  const stats = useAdminQuery(contactStatsKey, fetchContactStats);
  // Empties itself when the search or a filter changes (other messages shown).
  const selection = useRowSelection(selectLabel, { list });
  // A message's details, and the reply (from the table, or over the details).
  const dialogs = useDialogStack<{ details: ContactMessage; reply: ContactMessage }>();
  const [details, replyingTo] = [dialogs.at('details')?.record, dialogs.at('reply')?.record];
  const [outcomeRequest, setOutcomeRequest] = useState<OutcomeRequest | null>(null);
  const now = useMinuteClock();
  // A crisis message closed without its outcome: its details open (or stay open) at the notes.
  const actions = useMessageActions({
    onOutcomeNeeded: (message, reason) => {
      setOutcomeRequest((previous) => ({ messageId: message.id, reason, at: (previous?.at ?? 0) + 1 }));
      dialogs.open('details', message, (open) => open.id === message.id);
    },
  });
  // Deleting personal data for good is a super admin's decision (data protection); others see no Delete.
  const mayDelete = useAuthStore((state) => isSuperAdmin(state.admin));
  const { confirmDelete, deleteDialog } = useConfirmedDelete<ContactMessage>({
    resource: contactMessagesList,
    describe: (message) => ({ title: 'Delete Message', message: `The message from ${message.full_name} will be permanently deleted.` }),
    remove: async (message) => {
      await contactMessagesList.api.remove(message.id);
      // A deleted message leaves the selection, so a bulk action never names it.
      selection.table.setSelected([message.id], false);
    },
    onDeleted: dialogs.closeAll,
    success: 'Message Deleted',
    failure: 'Failed to delete message',
  });

  // The statistics follow Refresh too.
  const refresh = () => {
    list.reload();
    stats.reload();
  };
  // From the details dialog, the reply opens on top of it (closing it first would hand focus
  // back to the table while the reply dialog opens, which dismisses the reply dialog).
  const rowActions = {
    onMarkRead: actions.markRead,
    onReply: (message: ContactMessage) => dialogs.open('reply', message),
    onCloseMessage: actions.close,
    onDelete: mayDelete ? confirmDelete : undefined,
  };
  const columns = contactMessageColumns({ busyId: actions.busyId, now, onView: (message) => dialogs.open('details', message), ...rowActions });
  // Sent, then closed: both close the reply only, and the details it was opened over stay.
  const closeReply = () => dialogs.close('reply');
  const { clear } = selection;
  const closeDetails = () => {
    dialogs.closeAll();
    setOutcomeRequest(null);
  };

  return (
    <AdminScreen remote={remote} title="Contact Messages" subtitle="Manage and respond to contact form submissions">
      <ContactStatistics stats={stats.data} />
      <ListControls
        list={{ ...list, reload: refresh, refreshing: list.refreshing || stats.refreshing }}
        searchLabel="Search messages by name, email or subject"
        filters={messageFilters}
      >
        <ExportButton path={exportPath('contact_messages')} query={list.query} fileName="contact-messages.csv" />
      </ListControls>
      <ContactMessagesBulkBar ids={selection.selected.filter((id): id is number => typeof id === 'number')} onDone={clear} onClear={clear} />
      <AdminTable list={list} columns={columns} serverFailure selection={selection.table} />
      {details ? (
        <ContactMessageDetailsDialog
          message={details}
          onClose={closeDetails}
          outcomeRequest={outcomeRequest}
          actions={(message) => <ContactMessageActions message={message} busy={actions.busyId === message.id} {...rowActions} />}
        />
      ) : null}
      {deleteDialog}
      {replyingTo ? <ReplyDialog key={replyingTo.id} message={replyingTo} onClose={closeReply} onSaved={closeReply} /> : null}
    </AdminScreen>
  );
}
