import { SimpleGrid } from '@tulia/shared/chakra';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES, type Resource } from '@tulia/shared/contract';
import { Controller, SchemaFormDialog, useFormContext } from '@tulia/shared/admin';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@tulia/shared/ui';
import { resourceFormDefaults, resourceFormSchema, toResourcePayload, type ResourceFormValues } from './resource-form';
import { resourcesList } from './resources-list';

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
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ResourceFormValues>();
  return (
    <>
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Description" required rows={4} error={errors.description?.message} {...register('description')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label="Category" required options={categoryOptions} error={errors.category?.message} {...register('category')} />
        <SelectField label="Resource Type" required options={typeOptions} error={errors.resource_type?.message} {...register('resource_type')} />
      </SimpleGrid>
      <TextField label="URL" type="url" inputMode="url" placeholder="https://" required error={errors.url?.message} {...register('url')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Phone" type="tel" autoComplete="off" helperText="Optional, e.g. for a hotline" error={errors.phone?.message} {...register('phone')} />
        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          helperText="Optional"
          error={errors.image_url?.message}
          {...register('image_url')}
        />
      </SimpleGrid>
      <TextField label="Tags" helperText="Separate tags with commas, e.g. stress, exams, sleep" error={errors.tags?.message} {...register('tags')} />
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => <CheckboxField label="Active" name={field.name} checked={field.value ?? true} onCheckedChange={field.onChange} />}
      />
    </>
  );
}
