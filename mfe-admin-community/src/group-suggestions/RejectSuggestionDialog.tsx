import { rejectSuggestionSchema, type GroupSuggestion } from '@tulia/shared/contract';
import { SchemaFormDialog, formFields, type RecordDialogProps } from '@tulia/shared/admin';
import { groupSuggestionsList } from './group-suggestions-list';
import { SuggestionSummary } from './SuggestionSummary';

interface RejectValues {
  status: 'rejected';
  notes: string;
}

const Field = formFields<RejectValues>();

/** Rejects a pending suggestion; the reason is required, here and on the server. */
export function RejectSuggestionDialog({ suggestion, ...dialog }: RecordDialogProps<'suggestion', GroupSuggestion>) {
  const defaultValues: RejectValues = { status: 'rejected', notes: '' };
  return (
    <SchemaFormDialog
      {...dialog}
      schema={rejectSuggestionSchema}
      defaultValues={defaultValues}
      words={{
        title: 'Reject Suggestion',
        submit: 'Reject',
        submitting: 'Rejecting...',
        success: 'Suggestion Rejected',
        description: `"${suggestion.group_name}" was rejected.`,
        failure: 'Failed to reject suggestion',
      }}
      size="md"
      changes={[groupSuggestionsList]}
      save={(payload) => groupSuggestionsList.api.review(suggestion.id, payload)}
    >
      <SuggestionSummary suggestion={suggestion}>No group is created. The reason is kept with the suggestion.</SuggestionSummary>
      <Field.TextAreaField name="notes" label="Reason" required rows={4} />
    </SchemaFormDialog>
  );
}
