import { OptionsSelect, type SelectOption } from '../form/SelectField';

export interface FilterSelectProps {
  /** Accessible name, e.g. 'Filter by status'. */
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A compact filter select for list screens ('all' means no filter). */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <OptionsSelect
      root={{ width: { base: 'full', sm: '48' } }}
      options={options}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Filter options from status values: 'all' first, then each value as words. */
export function statusFilterOptions(values: readonly string[], allLabel = 'All statuses'): SelectOption[] {
  return [{ value: 'all', label: allLabel }, ...values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') }))];
}
