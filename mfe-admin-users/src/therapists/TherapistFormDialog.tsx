import { SimpleGrid } from '@tulia/shared/chakra';
import { createTherapistSchema, updateTherapistSchema, type CreateTherapistInput, type Therapist } from '@tulia/shared/contract';
import { SchemaFormDialog, formFields } from '@tulia/shared/admin';
import { PersonFields } from '../people/PersonFields';
import { LICENSE_TYPE_OPTIONS, THERAPIST_STATUS_OPTIONS, emptyTherapistForm, readWholeNumber, therapistFormFrom } from './therapist-form';
import { therapistsList } from './therapists-list';

const LIST_HINT = 'Separate entries with commas.';

const Field = formFields<CreateTherapistInput>();
const wholeNumber = { type: 'number', min: 0, step: 1, inputMode: 'numeric', required: true, rules: { setValueAs: readWholeNumber } } as const;
const listEntries = { required: true, helperText: LIST_HINT } as const;

function TherapistFields({ isNew }: { isNew: boolean }) {
  return (
    <>
      <PersonFields password={isNew ? 'required' : 'optional'} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.TextField name="license_number" label="License number" required />
        <Field.SelectField name="license_type" label="License type" required options={LICENSE_TYPE_OPTIONS} />
        <Field.TextField name="years_experience" label="Years of experience" {...wholeNumber} />
        <Field.TextField name="hourly_rate" label="Hourly rate ($)" {...wholeNumber} />
      </SimpleGrid>
      <Field.TextField name="specialization" label="Specialization" placeholder="e.g. Anxiety, Depression" {...listEntries} />
      <Field.TextField name="education" label="Education" placeholder="e.g. MA Counselling Psychology, University of Nairobi" {...listEntries} />
      <Field.TextField name="languages" label="Languages" placeholder="e.g. English, Kiswahili" {...listEntries} />
      <Field.SelectField name="status" label="Status" options={THERAPIST_STATUS_OPTIONS} />
    </>
  );
}

export interface TherapistFormDialogProps {
  /** The therapist to edit; absent for Add Therapist. */
  therapist?: Therapist;
  onClose: () => void;
  onSaved: () => void;
}

/** Add Therapist, or edit one (Edit opens the form and saves it whole with PUT). */
export function TherapistFormDialog({ therapist, onClose, onSaved }: TherapistFormDialogProps) {
  const common = { onClose, onSaved, size: 'xl' as const, changes: [therapistsList], children: <TherapistFields isNew={!therapist} /> };
  if (!therapist) {
    return (
      <SchemaFormDialog
        {...common}
        schema={createTherapistSchema}
        defaultValues={emptyTherapistForm()}
        words={{
          title: 'Add Therapist',
          submit: 'Create Therapist',
          submitting: 'Creating...',
          success: 'Therapist Created',
          failure: 'Failed to create therapist',
        }}
        save={therapistsList.api.create}
      />
    );
  }
  return (
    <SchemaFormDialog
      {...common}
      schema={updateTherapistSchema}
      defaultValues={therapistFormFrom(therapist)}
      words={{
        title: `Edit ${therapist.user.full_name}`,
        submit: 'Save Changes',
        submitting: 'Saving...',
        success: 'Therapist Updated',
        failure: 'Failed to update therapist',
      }}
      // The availability the form does not show is kept as it is.
      save={(values) => therapistsList.api.update(therapist.id, { ...values, availability: therapist.availability })}
    />
  );
}
