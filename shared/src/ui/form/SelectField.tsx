import { NativeSelect } from '@tulia/shared/chakra';
import type { ComponentProps, ReactNode, Ref, SelectHTMLAttributes } from 'react';
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

type OptionsSelectProps = {
  options: readonly SelectOption[];
  root?: ComponentProps<typeof NativeSelect.Root>;
} & ComponentProps<typeof NativeSelect.Field>;

/** A native select of the given options with Chakra's indicator: the form field and the list filter both draw it. */
export function OptionsSelect({ options, root, ...field }: OptionsSelectProps) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A labelled native select: keyboard and screen-reader behaviour come from the browser. */
export function SelectField({ label, error, helperText, required, options, placeholder, disabled, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} helperText={helperText} required={required}>
      <OptionsSelect root={{ disabled }} options={options} placeholder={placeholder} {...select} />
    </FormField>
  );
}
