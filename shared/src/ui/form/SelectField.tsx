import { NativeSelect } from '@tulia/shared/chakra';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormField } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>;

/** A labelled native select: keyboard and screen-reader behaviour come from the browser. */
export function SelectField({ label, error, helperText, required, options, placeholder, disabled, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} helperText={helperText} required={required}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field placeholder={placeholder} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
