import { approveSuggestionSchema, type GroupSuggestion } from '@tulia/shared/contract';
import { SchemaFormDialog, formFields, type RecordDialogProps } from '@tulia/shared/admin';
import { RafikiSelectField } from '../active-rafikis/RafikiSelectField';
import { groupSuggestionsList } from './group-suggestions-list';
import { SuggestionSummary } from './SuggestionSummary';

interface ApproveValues {
  status: 'approved';
  notes: string;
  /** The rafiki's id as text, '' for none. */
  assigned_rafiki_id: string;
}

const Field = formFields<ApproveValues>();

/**
 * Approves a pending suggestion: optional admin notes and an optional active rafiki, both sent.
 * The server creates the group, named as suggested, with that rafiki as its manager.
 */
export function ApproveSuggestionDialog({ suggestion, ...dialog }: RecordDialogProps<'suggestion', GroupSuggestion>) {
  const defaultValues: ApproveValues = { status: 'approved', notes: '', assigned_rafiki_id: '' };
  return (
    <SchemaFormDialog
      {...dialog}
      schema={approveSuggestionSchema}
      defaultValues={defaultValues}
      words={{
        title: 'Approve Suggestion',
        submit: 'Approve',
        submitting: 'Approving...',
        success: 'Suggestion Approved',
        description: `The boma group "${suggestion.group_name}" was created.`,
        failure: 'Failed to approve suggestion',
      }}
      size="md"
      changes={[groupSuggestionsList]}
      save={(payload) => groupSuggestionsList.api.review(suggestion.id, payload)}
    >
      <SuggestionSummary suggestion={suggestion}>
        Approving creates this boma group, public and active. The person who suggested it joins as a member.
      </SuggestionSummary>
      <ApproveFields />
    </SchemaFormDialog>
  );
}

function ApproveFields() {
  return (
    <>
      <Field.TextAreaField name="notes" label="Admin Notes" rows={3} helperText="Optional" />
      <RafikiSelectField name="assigned_rafiki_id" />
    </>
  );
}
