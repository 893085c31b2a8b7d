import { HStack, SimpleGrid } from '@tulia/shared/chakra';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@tulia/shared/ui';
import { Controller, SchemaFormDialog, useFormContext } from '@tulia/shared/admin';
import type { FieldPath } from 'react-hook-form';
import { PersonFields } from '../people/PersonFields';
import { EntryListField } from './EntryListField';
import { RAFIKI_STATUS_OPTIONS, emptyRafikiForm, rafikiFormSchema, type RafikiForm } from './rafiki-form';
import { rafikisList } from './rafikis-list';

type ListName = Extract<FieldPath<RafikiForm>, 'specialties' | 'help_areas'>;
type FlagName = Extract<FieldPath<RafikiForm>, 'training_completed' | 'is_moderator'>;

function EntryList({ name, label, entryName }: { name: ListName; label: string; entryName: string }) {
  const { control } = useFormContext<RafikiForm>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <EntryListField
          label={label}
          entryName={entryName}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function Flag({ name, label }: { name: FlagName; label: string }) {
  const { control } = useFormContext<RafikiForm>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <CheckboxField label={label} name={field.name} checked={field.value === true} onCheckedChange={field.onChange} />}
    />
  );
}

function RafikiFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RafikiForm>();
  return (
    <>
      <PersonFields password="required" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Location" required error={errors.location?.message} {...register('location')} />
        <TextField label="Join date" type="date" required error={errors.join_date?.message} {...register('join_date')} />
      </SimpleGrid>
      <TextAreaField label="Bio" required rows={3} error={errors.bio?.message} {...register('bio')} />
      <TextAreaField label="Personal experience" required rows={3} error={errors.personal_experience?.message} {...register('personal_experience')} />
      <TextAreaField label="Motivations" required rows={3} error={errors.motivations?.message} {...register('motivations')} />
      <EntryList name="specialties" label="Specialties" entryName="specialty" />
      <EntryList name="help_areas" label="Help areas" entryName="help area" />
      <SelectField label="Status" options={RAFIKI_STATUS_OPTIONS} error={errors.status?.message} {...register('status')} />
      <HStack gap="6" wrap="wrap">
        <Flag name="training_completed" label="Training completed" />
        <Flag name="is_moderator" label="Moderator" />
      </HStack>
    </>
  );
}

/** Add Rafiki: the person's account and their rafiki profile in one step. */
export function RafikiFormDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  return (
    <SchemaFormDialog
      schema={rafikiFormSchema}
      defaultValues={emptyRafikiForm()}
      title="Add Rafiki"
      submitLabel="Create Rafiki"
      submittingLabel="Creating..."
      size="xl"
      texts={{ success: 'Rafiki Created', failure: 'Failed to create rafiki' }}
      changes={[rafikisList]}
      save={rafikisList.api.create}
      onSaved={onSaved}
      onClose={onClose}
    >
      <RafikiFields />
    </SchemaFormDialog>
  );
}
