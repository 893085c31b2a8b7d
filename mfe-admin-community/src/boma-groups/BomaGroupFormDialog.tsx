import { BOMA_GROUP_STATUSES, GROUP_CATEGORIES, createBomaGroupSchema, type BomaGroup, type BomaGroupStatus, type GroupCategory } from '@tulia/shared/contract';
import { Controller, SchemaFormDialog, useFormContext } from '@tulia/shared/admin';
import { CheckboxField, SelectField, TextAreaField, TextField, humanize } from '@tulia/shared/ui';
import { RafikiSelectField } from '../active-rafikis/RafikiSelectField';
import { bomaGroupsList } from './boma-groups-list';

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

const categoryOptions = GROUP_CATEGORIES.map((category) => ({ value: category, label: category }));
const statusOptions = BOMA_GROUP_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

/** The form's starting values: the group's own when editing, the defaults when creating. */
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
  onSaved: () => void;
}

/**
 * The create/edit modal of Boma Groups. The payload never holds created_by (the server sets it
 * from the signed-in admin) and always holds assigned_rafiki_id, on create and update alike.
 * On a failure the dialog stays open with everything typed.
 */
export function BomaGroupFormDialog({ group, onClose, onSaved }: BomaGroupFormDialogProps) {
  const editing = group !== null;
  return (
    <SchemaFormDialog
      schema={createBomaGroupSchema}
      defaultValues={groupFormValues(group)}
      title={editing ? 'Edit Group' : 'Create Group'}
      submitLabel={editing ? 'Update' : 'Create'}
      submittingLabel={editing ? 'Updating...' : 'Creating...'}
      texts={editing ? { success: 'Group Updated', failure: 'Failed to update group' } : { success: 'Group Created', failure: 'Failed to create group' }}
      changes={[bomaGroupsList]}
      save={(payload) => (group ? bomaGroupsList.api.update(group.id, payload) : bomaGroupsList.api.create(payload))}
      onSaved={onSaved}
      onClose={onClose}
    >
      <BomaGroupFields />
    </SchemaFormDialog>
  );
}

function BomaGroupFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<BomaGroupFormValues>();
  return (
    <>
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
    </>
  );
}
