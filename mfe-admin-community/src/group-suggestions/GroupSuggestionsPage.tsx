import { Box, Button, HStack, Text } from '@tulia/shared/chakra';
import { SUGGESTION_STATUSES, type GroupSuggestion } from '@tulia/shared/contract';
import {
  DataTable,
  FilterBar,
  FilterSelect,
  PageHeader,
  Pagination,
  SearchInput,
  StatusBadge,
  formatDate,
  statusFilterOptions,
  truncate,
  useKeepPageInRange,
  type DataTableColumn,
} from '@tulia/shared/ui';
import { useState } from 'react';
import { ApproveSuggestionDialog } from './ApproveSuggestionDialog';
import { RejectSuggestionDialog } from './RejectSuggestionDialog';
import { SuggestionDetailsDialog } from './SuggestionDetailsDialog';
import { useGroupSuggestions } from './useGroupSuggestions';

const statusOptions = statusFilterOptions(SUGGESTION_STATUSES);

type Review = { kind: 'approve' | 'reject'; suggestion: GroupSuggestion } | null;

/** Group Suggestions (admin §2): suggestions for new boma groups, reviewed by an admin. */
export default function GroupSuggestionsPage() {
  const suggestions = useGroupSuggestions();
  useKeepPageInRange(suggestions);
  // The review dialogs open over the details dialog when started from it (nested dialogs: closing
  // one dialog and opening another in the same click would send focus back outside the new one).
  const [viewing, setViewing] = useState<GroupSuggestion | null>(null);
  const [review, setReview] = useState<Review>(null);
  const afterReview = () => {
    setReview(null);
    setViewing(null);
    suggestions.reload();
  };
  const startReview = (kind: 'approve' | 'reject') => (suggestion: GroupSuggestion) => setReview({ kind, suggestion });

  const columns: DataTableColumn<GroupSuggestion>[] = [
    {
      key: 'group_name',
      header: 'Group Name',
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
      minWidth: '48',
      render: (row) => (
        <Box>
          <Text color="gray.900">{row.suggested_by_name}</Text>
          <Text fontSize="sm" color="gray.700" wordBreak="break-all">
            {row.suggested_by_email}
          </Text>
        </Box>
      ),
    },
    { key: 'category', header: 'Category', render: (row) => row.category },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    { key: 'date', header: 'Date', render: (row) => <Text whiteSpace="nowrap">{formatDate(row.suggested_at)}</Text> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (row) => (
        <HStack gap="2" justify="flex-end">
          <Button size="xs" variant="outline" aria-label={`View ${row.group_name}`} onClick={() => setViewing(row)}>
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
      ),
    },
  ];

  return (
    <Box data-remote="mfe-admin-community" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Group Suggestions" subtitle="Review suggestions for new boma groups" />

      <FilterBar onRefresh={suggestions.reload} refreshing={suggestions.status === 'loading'}>
        <SearchInput label="Search suggestions by group name, description or suggester" value={suggestions.search} onSearch={suggestions.setSearch} />
        <FilterSelect label="Filter by status" value={suggestions.filters.status} options={statusOptions} onChange={(value) => suggestions.setFilter('status', value)} />
      </FilterBar>

      <DataTable
        caption="Group suggestions"
        columns={columns}
        rows={suggestions.items}
        rowKey={(row) => row.id}
        status={suggestions.status}
        errorMessage="Failed to fetch group suggestions"
        onRetry={suggestions.reload}
        empty={{
          title: 'No group suggestions found',
          description: suggestions.filtersActive ? 'Try adjusting your search or filters.' : 'No one has suggested a group yet.',
        }}
      />
      <Pagination page={suggestions.page} perPage={suggestions.perPage} total={suggestions.total} onPageChange={suggestions.setPage} noun="suggestions" />

      {viewing ? (
        <SuggestionDetailsDialog suggestion={viewing} onClose={() => setViewing(null)} onApprove={startReview('approve')} onReject={startReview('reject')} />
      ) : null}
      {review?.kind === 'approve' ? <ApproveSuggestionDialog suggestion={review.suggestion} onClose={() => setReview(null)} onReviewed={afterReview} /> : null}
      {review?.kind === 'reject' ? <RejectSuggestionDialog suggestion={review.suggestion} onClose={() => setReview(null)} onReviewed={afterReview} /> : null}
    </Box>
  );
}
