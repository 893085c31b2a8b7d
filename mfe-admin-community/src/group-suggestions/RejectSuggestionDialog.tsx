import { rejectSuggestionSchema, type GroupSuggestion } from '@tulia/shared/contract';
import { SchemaFormDialog, useFormContext } from '@tulia/shared/admin';
import { TextAreaField } from '@tulia/shared/ui';
import { groupSuggestionsList } from './group-suggestions-list';
import { SuggestionSummary } from './SuggestionSummary';

interface RejectValues {
  status: 'rejected';
  notes: string;
}

export interface RejectSuggestionDialogProps {
  suggestion: GroupSuggestion;
  onClose: () => void;
  onReviewed: () => void;
}

/** Rejects a pending suggestion; the reason is required, here and on the server. */
export function RejectSuggestionDialog({ suggestion, onClose, onReviewed }: RejectSuggestionDialogProps) {
  const defaultValues: RejectValues = { status: 'rejected', notes: '' };
  return (
    <SchemaFormDialog
      schema={rejectSuggestionSchema}
      defaultValues={defaultValues}
      title="Reject Suggestion"
      submitLabel="Reject"
      submittingLabel="Rejecting..."
      size="md"
      texts={{ success: 'Suggestion Rejected', description: `"${suggestion.group_name}" was rejected.`, failure: 'Failed to reject suggestion' }}
      changes={[groupSuggestionsList]}
      save={(payload) => groupSuggestionsList.api.review(suggestion.id, payload)}
      onSaved={onReviewed}
      onClose={onClose}
    >
      <SuggestionSummary suggestion={suggestion}>No group is created. The reason is kept with the suggestion.</SuggestionSummary>
      <ReasonField />
    </SchemaFormDialog>
  );
}

function ReasonField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RejectValues>();
  return <TextAreaField label="Reason" required rows={4} error={errors.notes?.message} {...register('notes')} />;
}
