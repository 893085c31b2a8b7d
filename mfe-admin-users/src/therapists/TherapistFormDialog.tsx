import { SimpleGrid } from '@tulia/shared/chakra';
import { createTherapistSchema, updateTherapistSchema, type CreateTherapistInput, type Therapist } from '@tulia/shared/contract';
import { SelectField, TextField } from '@tulia/shared/ui';
import { SchemaFormDialog, useFormContext } from '@tulia/shared/admin';
import { PersonFields } from '../people/PersonFields';
import { LICENSE_TYPE_OPTIONS, THERAPIST_STATUS_OPTIONS, emptyTherapistForm, readWholeNumber, therapistFormFrom } from './therapist-form';
import { therapistsList } from './therapists-list';

const LIST_HINT = 'Separate entries with commas.';

function TherapistFields({ isNew }: { isNew: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CreateTherapistInput>();
  const wholeNumber = { setValueAs: readWholeNumber };
  return (
    <>
      <PersonFields password={isNew ? 'required' : 'optional'} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="License number" required error={errors.license_number?.message} {...register('license_number')} />
        <SelectField label="License type" required options={LICENSE_TYPE_OPTIONS} error={errors.license_type?.message} {...register('license_type')} />
        <TextField
          label="Years of experience"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          required
          error={errors.years_experience?.message}
          {...register('years_experience', wholeNumber)}
        />
        <TextField
          label="Hourly rate ($)"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          required
          error={errors.hourly_rate?.message}
          {...register('hourly_rate', wholeNumber)}
        />
      </SimpleGrid>
      <TextField
        label="Specialization"
        required
        placeholder="e.g. Anxiety, Depression"
        helperText={LIST_HINT}
        error={errors.specialization?.message}
        {...register('specialization')}
      />
      <TextField
        label="Education"
        required
        placeholder="e.g. MA Counselling Psychology, University of Nairobi"
        helperText={LIST_HINT}
        error={errors.education?.message}
        {...register('education')}
      />
      <TextField
        label="Languages"
        required
        placeholder="e.g. English, Kiswahili"
        helperText={LIST_HINT}
        error={errors.languages?.message}
        {...register('languages')}
      />
      <SelectField label="Status" options={THERAPIST_STATUS_OPTIONS} error={errors.status?.message} {...register('status')} />
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
        title="Add Therapist"
        submitLabel="Create Therapist"
        submittingLabel="Creating..."
        texts={{ success: 'Therapist Created', failure: 'Failed to create therapist' }}
        save={therapistsList.api.create}
      />
    );
  }
  return (
    <SchemaFormDialog
      {...common}
      schema={updateTherapistSchema}
      defaultValues={therapistFormFrom(therapist)}
      title={`Edit ${therapist.user.full_name}`}
      submitLabel="Save Changes"
      submittingLabel="Saving..."
      texts={{ success: 'Therapist Updated', failure: 'Failed to update therapist' }}
      // The availability the form does not show is kept as it is.
      save={(values) => therapistsList.api.update(therapist.id, { ...values, availability: therapist.availability })}
    />
  );
}
