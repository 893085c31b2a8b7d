import {
  BOMA_GROUP_STATUSES,
  GROUP_CATEGORIES,
  createBomaGroupSchema,
  type BomaGroup,
  type BomaGroupStatus,
  type CreateBomaGroupPayload,
  type GroupCategory,
} from '@tulia/shared/contract';
import { CheckboxField, FormDialog, SelectField, TextAreaField, TextField, humanize, notifyError, notifySuccess } from '@tulia/shared/ui';
import { Controller, useForm } from 'react-hook-form';
import { RafikiSelectField } from '../active-rafikis/RafikiSelectField';
import { FormFields } from '../forms/FormFields';
import { formResolver } from '../forms/formResolver';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { createBomaGroup, updateBomaGroup } from './useBomaGroups';

/** What the admin types; the contract turns it into the payload (tags split, blanks to null). */
export interface BomaGroupFormValues {
  name: string;
  description: string;
  category: GroupCategory;
  tags: string;
  image_url: string;
  is_private: boolean;
  status: BomaGroupStatus;
  /** The rafiki's id as text, '' for none. */
  assigned_rafiki_id: string;
}

const fields = ['name', 'description', 'category', 'tags', 'image_url', 'is_private', 'status', 'assigned_rafiki_id'] as const;

const categoryOptions = GROUP_CATEGORIES.map((category) => ({ value: category, label: category }));
const statusOptions = BOMA_GROUP_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

/** The form's starting values: the group's own when editing, the admin §9 defaults when creating. */
export function groupFormValues(group: BomaGroup | null): BomaGroupFormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    category: group?.category ?? 'Mental Health',
    tags: group?.tags.join(', ') ?? '',
    image_url: group?.image_url ?? '',
    is_private: group?.is_private ?? false,
    status: group?.status ?? 'active',
    assigned_rafiki_id: group?.assigned_rafiki_id != null ? String(group.assigned_rafiki_id) : '',
  };
}

export interface BomaGroupFormDialogProps {
  /** The group to edit, or null to create one. */
  group: BomaGroup | null;
  onClose: () => void;
  onSaved: (group: BomaGroup) => void;
}

/**
 * The create/edit modal of Boma Groups. The payload never holds created_by (the server sets it
 * from the signed-in admin) and always holds assigned_rafiki_id (DECISIONS: sent on create and
 * update). On a failure the dialog stays open with everything typed.
 */
export function BomaGroupFormDialog({ group, onClose, onSaved }: BomaGroupFormDialogProps) {
  const editing = group !== null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BomaGroupFormValues, unknown, CreateBomaGroupPayload>({
    resolver: formResolver(createBomaGroupSchema),
    defaultValues: groupFormValues(group),
  });

  const onSubmit = handleSubmit(async (payload) => {
    try {
      const saved = group ? await updateBomaGroup(group.id, payload) : await createBomaGroup(payload);
      notifySuccess(group ? 'Group Updated' : 'Group Created', `"${saved.name}" was ${group ? 'updated' : 'created'}.`);
      onSaved(saved);
    } catch (error) {
      showServerFieldErrors(error, setError, fields);
      notifyError(error, group ? 'Failed to update group' : 'Failed to create group');
    }
  });

  return (
    <FormDialog
      open
      title={editing ? 'Edit Group' : 'Create Group'}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={editing ? 'Update' : 'Create'}
      submitting={isSubmitting}
      submittingLabel={editing ? 'Updating...' : 'Creating...'}
    >
      <FormFields>
        <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextAreaField label="Description" required rows={3} error={errors.description?.message} {...register('description')} />
        <SelectField label="Category" options={categoryOptions} error={errors.category?.message} {...register('category')} />
        <TextField
          label="Tags"
          autoComplete="off"
          helperText="Separate tags with commas, e.g. exams, stress, sleep"
          error={errors.tags?.message}
          {...register('tags')}
        />
        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          helperText="Optional. A link to a picture that starts with https://"
          error={errors.image_url?.message}
          {...register('image_url')}
        />
        <Controller
          control={control}
          name="is_private"
          render={({ field }) => <CheckboxField label="Private Group" name={field.name} checked={field.value} onCheckedChange={field.onChange} />}
        />
        <SelectField label="Status" options={statusOptions} error={errors.status?.message} {...register('status')} />
        <Controller
          control={control}
          name="assigned_rafiki_id"
          render={({ field, fieldState }) => <RafikiSelectField field={field} error={fieldState.error?.message} />}
        />
      </FormFields>
    </FormDialog>
  );
}
