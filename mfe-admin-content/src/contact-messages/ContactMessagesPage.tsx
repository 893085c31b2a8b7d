import { Box } from '@tulia/shared/chakra';
import { errorMessage } from '@tulia/shared/api-client';
import { CONTACT_MESSAGE_STATUSES, type ContactMessage } from '@tulia/shared/contract';
import { FilterBar, FilterSelect, PageHeader, Pagination, SearchInput, statusFilterOptions, useKeepPageInRange } from '@tulia/shared/ui';
import { useState } from 'react';
import { ContactMessageActions } from './ContactMessageActions';
import { ContactMessageDetailsDialog } from './ContactMessageDetailsDialog';
import { ContactMessagesTable } from './ContactMessagesTable';
import { ContactStatistics } from './ContactStatistics';
import { ReplyDialog } from './ReplyDialog';
import { useContactMessages, useContactStats } from './useContactMessages';
import { useMessageActions } from './useMessageActions';

const statusOptions = statusFilterOptions(CONTACT_MESSAGE_STATUSES);

/** A dialog about one message; `session` remounts the reply form so each opening starts empty. */
interface MessageDialog {
  open: boolean;
  message: ContactMessage | null;
  session: number;
}

const closed: MessageDialog = { open: false, message: null, session: 0 };

/** Contact Messages (admin §2): what visitors sent through the contact form, and the replies. */
export default function ContactMessagesPage() {
  const list = useContactMessages();
  useKeepPageInRange(list);
  const stats = useContactStats();
  const [details, setDetails] = useState<MessageDialog>(closed);
  const [reply, setReply] = useState<MessageDialog>(closed);

  // Admin §2: the statistics follow every action.
  const refresh = () => {
    list.reload();
    stats.reload();
  };
  const showUpdated = (updated: ContactMessage) =>
    setDetails((current) => (current.message?.id === updated.id ? { ...current, message: updated } : current));
  const actions = useMessageActions({ onChanged: showUpdated, onSettled: refresh });

  const open = (setter: typeof setDetails) => (message: ContactMessage) =>
    setter((current) => ({ open: true, message, session: current.session + 1 }));
  const openDetails = open(setDetails);
  // From the details dialog, the reply opens on top of it (closing it first would hand focus
  // back to the table while the reply dialog opens, which dismisses the reply dialog).
  const openReply = open(setReply);
  const closeReply = () => setReply((current) => ({ ...current, open: false }));

  const rowActions = { onMarkRead: actions.markRead, onReply: openReply, onCloseMessage: actions.close };

  return (
    <Box data-remote="mfe-admin-content" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Contact Messages" subtitle="Manage and respond to contact form submissions" />
      <ContactStatistics stats={stats.data} />
      <FilterBar onRefresh={refresh} refreshing={list.status === 'loading'}>
        <SearchInput label="Search messages by name, email or subject" value={list.search} onSearch={list.setSearch} />
        <FilterSelect label="Filter by status" value={list.filters.status} options={statusOptions} onChange={(value) => list.setFilter('status', value)} />
      </FilterBar>
      <ContactMessagesTable
        rows={list.items}
        status={list.status}
        errorMessage={errorMessage(list.error, 'Failed to fetch contact messages')}
        onRetry={list.reload}
        filtersActive={list.filtersActive}
        busyId={actions.busyId}
        onView={openDetails}
        {...rowActions}
      />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} onPageChange={list.setPage} noun="messages" />
      <ContactMessageDetailsDialog
        open={details.open}
        message={details.message}
        onClose={() => setDetails((current) => ({ ...current, open: false }))}
        actions={details.message ? <ContactMessageActions message={details.message} busy={actions.busyId === details.message.id} {...rowActions} /> : null}
      />
      {reply.message ? (
        <ReplyDialog
          key={reply.session}
          open={reply.open}
          message={reply.message}
          onClose={closeReply}
          onSent={(updated) => {
            closeReply();
            showUpdated(updated);
            refresh();
          }}
          onFailed={refresh}
        />
      ) : null}
    </Box>
  );
}
