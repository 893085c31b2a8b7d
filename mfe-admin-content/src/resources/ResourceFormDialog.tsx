import { SimpleGrid } from '@tulia/shared/chakra';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES, type Resource } from '@tulia/shared/contract';
import { SchemaFormDialog, formFields } from '@tulia/shared/admin';
import { resourceFormDefaults, resourceFormSchema, toResourcePayload, type ResourceFormValues } from './resource-form';
import { resourcesList } from './resources-list';

const Field = formFields<ResourceFormValues>();
const categoryOptions = RESOURCE_CATEGORIES.map((category) => ({ value: category, label: category }));
const typeOptions = RESOURCE_TYPES.map((type) => ({ value: type, label: type }));

export interface ResourceFormDialogProps {
  /** The resource being edited, or null to create one. */
  resource: Resource | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Create or edit a resource. Mount it afresh for each opening so that it starts
 * from the resource's values; on a server error it stays open with what was typed.
 */
export function ResourceFormDialog({ resource, onClose, onSaved }: ResourceFormDialogProps) {
  const editing = resource !== null;
  return (
    <SchemaFormDialog
      schema={resourceFormSchema}
      defaultValues={resourceFormDefaults(resource)}
      title={editing ? 'Edit Resource' : 'Add Resource'}
      submitLabel={editing ? 'Update Resource' : 'Create Resource'}
      submittingLabel="Saving..."
      texts={
        editing ? { success: 'Resource Updated', failure: 'Failed to update resource' } : { success: 'Resource Created', failure: 'Failed to create resource' }
      }
      changes={[resourcesList]}
      save={(values) => {
        const payload = toResourcePayload(values, resource);
        return resource ? resourcesList.api.update(resource.id, payload) : resourcesList.api.create(payload);
      }}
      onSaved={onSaved}
      onClose={onClose}
    >
      <ResourceFields />
    </SchemaFormDialog>
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
