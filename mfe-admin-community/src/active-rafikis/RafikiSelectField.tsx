import type { Rafiki } from '@tulia/shared/contract';
import { SelectField, type SelectOption } from '@tulia/shared/ui';
import { useController } from '@tulia/shared/admin';
import { useActiveRafikis } from './useActiveRafikis';

const NO_RAFIKI_LABEL = 'No Rafiki assigned';

/** 'Amani Otieno — Anxiety, Exam stress': the user's full name plus the specialties. */
export function rafikiOptionLabel(rafiki: Rafiki): string {
  return rafiki.specialties.length > 0 ? `${rafiki.user.full_name} — ${rafiki.specialties.join(', ')}` : rafiki.user.full_name;
}

export interface RafikiSelectFieldProps {
  /** The form's field that holds the rafiki's id as text, '' for none. */
  name: string;
  label?: string;
}

/**
 * 'Assign Rafiki': an optional choice among the active rafikis, with 'No Rafiki assigned'.
 * A rafiki assigned earlier who is no longer active stays selectable as the current choice, so
 * that saving a form unchanged never removes them by accident.
 */
export function RafikiSelectField({ name, label = 'Assign Rafiki' }: RafikiSelectFieldProps) {
  const { field, fieldState } = useController({ name });
  const { ref, onBlur, onChange } = field;
  const value = typeof field.value === 'string' ? field.value : '';
  const rafikis = useActiveRafikis();
  const options: SelectOption[] = [
    { value: '', label: NO_RAFIKI_LABEL },
    ...(rafikis.data ?? []).map((rafiki) => ({ value: String(rafiki.id), label: rafikiOptionLabel(rafiki) })),
  ];
  if (value !== '' && !options.some((option) => option.value === value)) {
    options.push({ value, label: rafikis.status === 'loading' ? 'Currently assigned rafiki' : 'Currently assigned rafiki (no longer active)' });
  }
  const helperText =
    rafikis.status === 'loading'
      ? 'Loading active rafikis…'
      : rafikis.status === 'error'
        ? 'The active rafikis could not be loaded. You can save without one, or close and try again.'
        : 'Only active rafikis can be assigned. The rafiki becomes a manager of the group.';
  return (
    <SelectField
      label={label}
      name={name}
      ref={ref}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value)}
      options={options}
      error={fieldState.error?.message}
      helperText={helperText}
      aria-busy={rafikis.status === 'loading'}
    />
  );
}
