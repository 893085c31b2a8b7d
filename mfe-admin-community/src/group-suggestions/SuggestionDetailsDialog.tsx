import { Button } from '@tulia/shared/chakra';
import type { GroupSuggestion } from '@tulia/shared/contract';
import { RecordFreshnessNotice, RecordHistory, useRecordDetails } from '@tulia/shared/admin';
import { DetailList, DetailsDialog, StatusBadge, formatDateTime } from '@tulia/shared/ui';
import { groupSuggestionsList } from './group-suggestions-list';

export interface SuggestionDetailsDialogProps {
  suggestion: GroupSuggestion;
  onClose: () => void;
  onApprove: (suggestion: GroupSuggestion) => void;
  onReject: (suggestion: GroupSuggestion) => void;
}

/**
 * Everything about one suggestion, as the api has it now (another administrator may have reviewed
 * it since the list was read); a pending one can be approved or rejected from here.
 */
export function SuggestionDetailsDialog({ suggestion: row, onClose, onApprove, onReject }: SuggestionDetailsDialogProps) {
  const { record: suggestion, freshness, reload } = useRecordDetails(groupSuggestionsList, row);
  const pending = suggestion.status === 'pending';
  return (
    <DetailsDialog
      open
      title="Group Suggestion"
      onClose={onClose}
      actions={
        pending ? (
          <>
            <Button colorPalette="red" variant="outline" onClick={() => onReject(suggestion)}>
              Reject
            </Button>
            <Button colorPalette="brand" onClick={() => onApprove(suggestion)}>
              Approve
            </Button>
          </>
        ) : null
      }
    >
      <RecordFreshnessNotice freshness={freshness} reload={reload} />
      <DetailList
        items={[
          { label: 'Group name', value: suggestion.group_name },
          { label: 'Description', value: suggestion.description },
          { label: 'Category', value: suggestion.category },
          { label: 'Reasoning', value: suggestion.reasoning },
          { label: 'Status', value: <StatusBadge status={suggestion.status} /> },
          { label: 'Suggested by', value: `${suggestion.suggested_by_name} (${suggestion.suggested_by_email})` },
          { label: 'Suggested on', value: formatDateTime(suggestion.suggested_at) },
          {
            label: 'Assigned rafiki',
            value: suggestion.assigned_rafiki ? `${suggestion.assigned_rafiki.full_name} (${suggestion.assigned_rafiki.email})` : null,
          },
          { label: 'Admin notes', value: suggestion.admin_notes },
          { label: 'Reviewed on', value: suggestion.reviewed_at ? formatDateTime(suggestion.reviewed_at) : null },
        ]}
      />
      <RecordHistory entity="group_suggestion" entityId={suggestion.id} />
    </DetailsDialog>
  );
}
