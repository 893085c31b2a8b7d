import type { Rafiki } from '@tulia/shared/contract';
import { SelectField, type SelectOption } from '@tulia/shared/ui';
import type { RefCallBack } from 'react-hook-form';
import { useActiveRafikis } from './useActiveRafikis';

const NO_RAFIKI_LABEL = 'No Rafiki assigned';

/** 'Amani Otieno — Anxiety, Exam stress': the user's full name plus the specialties. */
export function rafikiOptionLabel(rafiki: Rafiki): string {
  return rafiki.specialties.length > 0 ? `${rafiki.user.full_name} — ${rafiki.specialties.join(', ')}` : rafiki.user.full_name;
}

export interface RafikiSelectFieldProps {
  /** react-hook-form's field (a Controller's render props) holding the rafiki's id as text, '' for none. */
  field: {
    name: string;
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: RefCallBack;
  };
  error?: string;
  label?: string;
}

/**
 * 'Assign Rafiki': an optional choice among the active rafikis, with 'No Rafiki assigned'.
 * A rafiki assigned earlier who is no longer active stays selectable as the current choice, so
 * that saving a form unchanged never removes them by accident.
 */
export function RafikiSelectField({ field, error, label = 'Assign Rafiki' }: RafikiSelectFieldProps) {
  const { name, value, onChange, onBlur, ref } = field;
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
      error={error}
      helperText={helperText}
      aria-busy={rafikis.status === 'loading'}
    />
  );
}
