import { Box, Button, HStack, Text } from '@tulia/shared/chakra';
import { SUGGESTION_STATUSES, type GroupSuggestion } from '@tulia/shared/contract';
import { AdminScreen, AdminTable, ListControls, PersonCell, actionsColumn, statusFilter, useAdminList, useDialogStack } from '@tulia/shared/admin';
import { remote } from '../remote';
import { StatusBadge, formatDate, truncate, type DataTableColumn } from '@tulia/shared/ui';
import { ApproveSuggestionDialog } from './ApproveSuggestionDialog';
import { RejectSuggestionDialog } from './RejectSuggestionDialog';
import { SuggestionDetailsDialog } from './SuggestionDetailsDialog';
import { groupSuggestionsList } from './group-suggestions-list';

const filters = [statusFilter(SUGGESTION_STATUSES)];

/** A suggestion's details, and its review (which may open over the details). */
interface SuggestionDialogs {
  details: GroupSuggestion;
  approve: GroupSuggestion;
  reject: GroupSuggestion;
}

/** Group Suggestions: suggestions for new boma groups, reviewed by an admin. */
export default function GroupSuggestionsPage() {
  const suggestions = useAdminList(groupSuggestionsList);
  const dialogs = useDialogStack<SuggestionDialogs>();
  const [details, approve, reject] = [dialogs.at('details'), dialogs.at('approve'), dialogs.at('reject')];
  const startReview = (kind: 'approve' | 'reject') => (suggestion: GroupSuggestion) => dialogs.open(kind, suggestion);

  const columns: DataTableColumn<GroupSuggestion>[] = [
    {
      key: 'group_name',
      header: 'Group Name',
      sortKey: 'group_name',
      minWidth: '56',
      render: (row) => (
        <Box>
          <Text fontWeight="semibold" color="gray.900" wordBreak="break-word">
            {row.group_name}
          </Text>
          <Text fontSize="sm" color="gray.700">
            {truncate(row.description, 70)}
          </Text>
        </Box>
      ),
    },
    {
      key: 'suggested_by',
      header: 'Suggested By',
      sortKey: 'suggested_by_name',
      minWidth: '48',
      render: (row) => <PersonCell name={row.suggested_by_name} email={row.suggested_by_email} />,
    },
    { key: 'category', header: 'Category', sortKey: 'category', render: (row) => row.category },
    { key: 'status', header: 'Status', sortKey: 'status', render: (row) => <StatusBadge status={row.status} /> },
    { key: 'date', header: 'Date', sortKey: 'suggested_at', render: (row) => <Text whiteSpace="nowrap">{formatDate(row.suggested_at)}</Text> },
    actionsColumn((row) => (
      <HStack gap="2" justify="flex-end">
        <Button size="xs" variant="outline" aria-label={`View ${row.group_name}`} onClick={() => dialogs.open('details', row)}>
          View
        </Button>
        {row.status === 'pending' ? (
          <>
            <Button size="xs" colorPalette="brand" aria-label={`Approve ${row.group_name}`} onClick={() => startReview('approve')(row)}>
              Approve
            </Button>
            <Button size="xs" colorPalette="red" variant="outline" aria-label={`Reject ${row.group_name}`} onClick={() => startReview('reject')(row)}>
              Reject
            </Button>
          </>
        ) : null}
      </HStack>
    )),
  ];

  return (
    <AdminScreen remote={remote} title="Group Suggestions" subtitle="Review suggestions for new boma groups">
      <ListControls list={suggestions} searchLabel="Search suggestions by group name, description or suggester" filters={filters} />

      <AdminTable list={suggestions} columns={columns} />

      {details ? (
        <SuggestionDetailsDialog
          suggestion={details.record}
          onClose={() => dialogs.close('details')}
          onApprove={startReview('approve')}
          onReject={startReview('reject')}
        />
      ) : null}
      {approve ? <ApproveSuggestionDialog suggestion={approve.record} onClose={() => dialogs.close('approve')} onSaved={dialogs.closeAll} /> : null}
      {reject ? <RejectSuggestionDialog suggestion={reject.record} onClose={() => dialogs.close('reject')} onSaved={dialogs.closeAll} /> : null}
    </AdminScreen>
  );
}
