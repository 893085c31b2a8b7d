import { approveSuggestionSchema, type ApproveSuggestionPayload, type GroupSuggestion } from '@tulia/shared/contract';
import { FormDialog, TextAreaField, notifyError, notifySuccess } from '@tulia/shared/ui';
import { Controller, useForm } from 'react-hook-form';
import { RafikiSelectField } from '../active-rafikis/RafikiSelectField';
import { FormFields } from '../forms/FormFields';
import { formResolver } from '../forms/formResolver';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { SuggestionSummary } from './SuggestionSummary';
import { reviewSuggestion } from './useGroupSuggestions';

interface ApproveValues {
  status: 'approved';
  notes: string;
  /** The rafiki's id as text, '' for none. */
  assigned_rafiki_id: string;
}

export interface ApproveSuggestionDialogProps {
  suggestion: GroupSuggestion;
  onClose: () => void;
  onReviewed: () => void;
}

/**
 * Approves a pending suggestion: optional admin notes and an optional active rafiki, both sent
 * (DECISIONS). The server creates the group, with that rafiki as its manager.
 */
export function ApproveSuggestionDialog({ suggestion, onClose, onReviewed }: ApproveSuggestionDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApproveValues, unknown, ApproveSuggestionPayload>({
    resolver: formResolver(approveSuggestionSchema),
    defaultValues: { status: 'approved', notes: '', assigned_rafiki_id: '' },
  });

  const onSubmit = handleSubmit(async (payload) => {
    try {
      const answer = await reviewSuggestion(suggestion.id, payload);
      const groupName = answer.boma_group?.name ?? suggestion.group_name;
      notifySuccess('Suggestion Approved', `The boma group "${groupName}" was created.`);
      onReviewed();
    } catch (error) {
      showServerFieldErrors(error, setError, ['notes', 'assigned_rafiki_id']);
      notifyError(error, 'Failed to approve suggestion');
    }
  });

  return (
    <FormDialog
      open
      title="Approve Suggestion"
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Approve"
      submitting={isSubmitting}
      submittingLabel="Approving..."
      size="md"
    >
      <FormFields>
        <SuggestionSummary suggestion={suggestion}>
          Approving creates this boma group, public and active. The person who suggested it joins as a member.
        </SuggestionSummary>
        <TextAreaField label="Admin Notes" rows={3} helperText="Optional" error={errors.notes?.message} {...register('notes')} />
        <Controller
          control={control}
          name="assigned_rafiki_id"
          render={({ field, fieldState }) => <RafikiSelectField field={field} error={fieldState.error?.message} />}
        />
      </FormFields>
    </FormDialog>
  );
}
