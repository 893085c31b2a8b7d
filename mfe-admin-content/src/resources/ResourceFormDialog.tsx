import { SimpleGrid } from '@tulia/shared/chakra';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES, type Resource } from '@tulia/shared/contract';
import { RecordFormDialog, formFields, type RecordDialogProps } from '@tulia/shared/admin';
import { resourceFormDefaults, resourceFormSchema, toResourcePayload, type ResourceFormValues } from './resource-form';
import { resourcesList } from './resources-list';

const Field = formFields<ResourceFormValues>();
const categoryOptions = RESOURCE_CATEGORIES.map((category) => ({ value: category, label: category }));
const typeOptions = RESOURCE_TYPES.map((type) => ({ value: type, label: type }));

const words = {
  create: { title: 'Add Resource', submit: 'Create Resource', submitting: 'Saving...', success: 'Resource Created', failure: 'Failed to create resource' },
  edit: { title: 'Edit Resource', submit: 'Update Resource', submitting: 'Saving...', success: 'Resource Updated', failure: 'Failed to update resource' },
};

/**
 * Create (`resource` null) or edit a resource. Mount it afresh for each opening so that it
 * starts from the resource's values; on a server error it stays open with what was typed.
 */
export function ResourceFormDialog({ resource, ...dialog }: RecordDialogProps<'resource', Resource | null>) {
  return (
    <RecordFormDialog
      {...dialog}
      record={resource}
      list={resourcesList}
      words={words}
      schema={resourceFormSchema}
      defaultValues={resourceFormDefaults(resource)}
      payload={toResourcePayload}
    >
      <ResourceFields />
    </RecordFormDialog>
  );
}

function ResourceFields() {
  return (
    <>
      <Field.TextField name="title" label="Title" required />
      <Field.TextAreaField name="description" label="Description" required rows={4} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.SelectField name="category" label="Category" required options={categoryOptions} />
        <Field.SelectField name="resource_type" label="Resource Type" required options={typeOptions} />
      </SimpleGrid>
      <Field.TextField name="url" label="URL" type="url" inputMode="url" placeholder="https://" required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.TextField name="phone" label="Phone" type="tel" autoComplete="off" helperText="Optional, e.g. for a hotline" />
        <Field.TextField name="image_url" label="Image URL" type="url" inputMode="url" placeholder="https://" helperText="Optional" />
      </SimpleGrid>
      <Field.TextField name="tags" label="Tags" helperText="Separate tags with commas, e.g. stress, exams, sleep" />
      <Field.CheckboxField name="is_active" label="Active" />
    </>
  );
}
