import { SimpleGrid } from '@tulia/shared/chakra';
import { zodResolver } from '@hookform/resolvers/zod';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES, type Resource } from '@tulia/shared/contract';
import { CheckboxField, FormDialog, notifyError, notifySuccess, SelectField, TextAreaField, TextField } from '@tulia/shared/ui';
import { Controller, useForm } from 'react-hook-form';
import { resourceFormDefaults, resourceFormSchema, toResourcePayload, type ResourceFormOutput, type ResourceFormValues } from './resourceForm';
import { saveResource } from './useResources';

const categoryOptions = RESOURCE_CATEGORIES.map((category) => ({ value: category, label: category }));
const typeOptions = RESOURCE_TYPES.map((type) => ({ value: type, label: type }));

export interface ResourceFormDialogProps {
  open: boolean;
  /** The resource being edited, or null to create one. */
  resource: Resource | null;
  onClose: () => void;
  onSaved: (resource: Resource) => void;
}

/**
 * Create or edit a resource (admin §2, §5). Mount it afresh for each opening (a key) so that it
 * starts from the resource's values; on a server error it stays open with what was typed.
 */
export function ResourceFormDialog({ open, resource, onClose, onSaved }: ResourceFormDialogProps) {
  const editing = resource !== null;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResourceFormValues, unknown, ResourceFormOutput>({
    resolver: zodResolver(resourceFormSchema),
    defaultValues: resourceFormDefaults(resource),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await saveResource(toResourcePayload(values, resource), resource?.id);
      notifySuccess(editing ? 'Resource Updated' : 'Resource Created');
      onSaved(saved);
    } catch (error) {
      notifyError(error, editing ? 'Failed to update resource' : 'Failed to create resource');
    }
  });

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Resource' : 'Add Resource'}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={editing ? 'Update Resource' : 'Create Resource'}
      submitting={isSubmitting}
      submittingLabel="Saving..."
    >
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Description" required rows={4} error={errors.description?.message} {...register('description')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label="Category" required options={categoryOptions} error={errors.category?.message} {...register('category')} />
        <SelectField label="Resource Type" required options={typeOptions} error={errors.resource_type?.message} {...register('resource_type')} />
      </SimpleGrid>
      <TextField label="URL" type="url" inputMode="url" placeholder="https://" required error={errors.url?.message} {...register('url')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Phone" type="tel" autoComplete="off" helperText="Optional, e.g. for a hotline" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Image URL" type="url" inputMode="url" placeholder="https://" helperText="Optional" error={errors.image_url?.message} {...register('image_url')} />
      </SimpleGrid>
      <TextField label="Tags" helperText="Separate tags with commas, e.g. stress, exams, sleep" error={errors.tags?.message} {...register('tags')} />
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => <CheckboxField label="Active" name={field.name} checked={field.value ?? true} onCheckedChange={field.onChange} />}
      />
    </FormDialog>
  );
}
