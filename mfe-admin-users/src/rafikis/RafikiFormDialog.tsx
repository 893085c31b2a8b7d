import { HStack, SimpleGrid } from '@tulia/shared/chakra';
import { SchemaFormDialog, formFields, useController } from '@tulia/shared/admin';
import type { FieldPath } from 'react-hook-form';
import { PersonFields } from '../people/PersonFields';
import { EntryListField } from './EntryListField';
import { RAFIKI_STATUS_OPTIONS, emptyRafikiForm, rafikiFormSchema, type RafikiForm } from './rafiki-form';
import { rafikisList } from './rafikis-list';

type ListName = Extract<FieldPath<RafikiForm>, 'specialties' | 'help_areas'>;

const Field = formFields<RafikiForm>();

function EntryList({ name, label, entryName }: { name: ListName; label: string; entryName: string }) {
  const { field, fieldState } = useController<RafikiForm, ListName>({ name });
  return (
    <EntryListField
      label={label}
      entryName={entryName}
      value={Array.isArray(field.value) ? field.value : []}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

function RafikiFields() {
  return (
    <>
      <PersonFields password="required" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.TextField name="location" label="Location" required />
        <Field.TextField name="join_date" label="Join date" type="date" required />
      </SimpleGrid>
      <Field.TextAreaField name="bio" label="Bio" required rows={3} />
      <Field.TextAreaField name="personal_experience" label="Personal experience" required rows={3} />
      <Field.TextAreaField name="motivations" label="Motivations" required rows={3} />
      <EntryList name="specialties" label="Specialties" entryName="specialty" />
      <EntryList name="help_areas" label="Help areas" entryName="help area" />
      <Field.SelectField name="status" label="Status" options={RAFIKI_STATUS_OPTIONS} />
      <HStack gap="6" wrap="wrap">
        <Field.CheckboxField name="training_completed" label="Training completed" />
        <Field.CheckboxField name="is_moderator" label="Moderator" />
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
      words={{ title: 'Add Rafiki', submit: 'Create Rafiki', submitting: 'Creating...', success: 'Rafiki Created', failure: 'Failed to create rafiki' }}
      size="xl"
      changes={[rafikisList]}
      save={rafikisList.api.create}
      onSaved={onSaved}
      onClose={onClose}
    >
      <RafikiFields />
    </SchemaFormDialog>
  );
}
