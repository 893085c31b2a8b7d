import { BOMA_GROUP_STATUSES, GROUP_CATEGORIES, createBomaGroupSchema, type BomaGroup, type BomaGroupStatus, type GroupCategory } from '@tulia/shared/contract';
import { RecordFormDialog, formFields, type RecordDialogProps } from '@tulia/shared/admin';
import { humanize } from '@tulia/shared/ui';
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

const Field = formFields<BomaGroupFormValues>();
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

const words = {
  create: { title: 'Create Group', submit: 'Create', submitting: 'Creating...', success: 'Group Created', failure: 'Failed to create group' },
  edit: { title: 'Edit Group', submit: 'Update', submitting: 'Updating...', success: 'Group Updated', failure: 'Failed to update group' },
};

/**
 * The create/edit modal of Boma Groups (`group` null to create). The payload never holds
 * created_by (the server sets it from the signed-in admin) and always holds assigned_rafiki_id,
 * on create and update alike. On a failure the dialog stays open with everything typed.
 */
export function BomaGroupFormDialog({ group, ...dialog }: RecordDialogProps<'group', BomaGroup | null>) {
  return (
    <RecordFormDialog
      {...dialog}
      record={group}
      list={bomaGroupsList}
      words={words}
      schema={createBomaGroupSchema}
      defaultValues={groupFormValues(group)}
      payload={(values) => values}
    >
      <BomaGroupFields />
    </RecordFormDialog>
  );
}

function BomaGroupFields() {
  return (
    <>
      <Field.TextField name="name" label="Name" required autoComplete="off" />
      <Field.TextAreaField name="description" label="Description" required rows={3} />
      <Field.SelectField name="category" label="Category" options={categoryOptions} />
      <Field.TextField name="tags" label="Tags" autoComplete="off" helperText="Separate tags with commas, e.g. exams, stress, sleep" />
      <Field.TextField
        name="image_url"
        label="Image URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        helperText="Optional. A link to a picture that starts with https://"
      />
      <Field.CheckboxField name="is_private" label="Private Group" />
      <Field.SelectField name="status" label="Status" options={statusOptions} />
      <RafikiSelectField name="assigned_rafiki_id" />
    </>
  );
}
