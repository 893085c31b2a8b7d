import { rejectSuggestionSchema, type GroupSuggestion, type RejectSuggestionPayload } from '@tulia/shared/contract';
import { FormDialog, TextAreaField, notifyError, notifySuccess } from '@tulia/shared/ui';
import { useForm } from 'react-hook-form';
import { FormFields } from '../forms/FormFields';
import { formResolver } from '../forms/formResolver';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { SuggestionSummary } from './SuggestionSummary';
import { reviewSuggestion } from './useGroupSuggestions';

interface RejectValues {
  status: 'rejected';
  notes: string;
}

export interface RejectSuggestionDialogProps {
  suggestion: GroupSuggestion;
  onClose: () => void;
  onReviewed: () => void;
}

/** Rejects a pending suggestion; the reason is required (DECISIONS: enforced here and on the server). */
export function RejectSuggestionDialog({ suggestion, onClose, onReviewed }: RejectSuggestionDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RejectValues, unknown, RejectSuggestionPayload>({
    resolver: formResolver(rejectSuggestionSchema),
    defaultValues: { status: 'rejected', notes: '' },
  });

  const onSubmit = handleSubmit(async (payload) => {
    try {
      await reviewSuggestion(suggestion.id, payload);
      notifySuccess('Suggestion Rejected', `"${suggestion.group_name}" was rejected.`);
      onReviewed();
    } catch (error) {
      showServerFieldErrors(error, setError, ['notes']);
      notifyError(error, 'Failed to reject suggestion');
    }
  });

  return (
    <FormDialog
      open
      title="Reject Suggestion"
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Reject"
      submitting={isSubmitting}
      submittingLabel="Rejecting..."
      size="md"
    >
      <FormFields>
        <SuggestionSummary suggestion={suggestion}>No group is created. The reason is kept with the suggestion.</SuggestionSummary>
        <TextAreaField label="Reason" required rows={4} error={errors.notes?.message} {...register('notes')} />
      </FormFields>
    </FormDialog>
  );
}
