import { Checkbox, Field } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  helperText?: ReactNode;
  name?: string;
  disabled?: boolean;
}

/**
 * A labelled yes/no field (e.g. 'Active', 'Private Group'). Controlled: with react-hook-form,
 * wire it through a Controller (`checked={field.value}`, `onCheckedChange={field.onChange}`).
 */
export function CheckboxField({ label, checked, onCheckedChange, helperText, name, disabled }: CheckboxFieldProps) {
  return (
    <Field.Root disabled={disabled}>
      <Checkbox.Root name={name} checked={checked} onCheckedChange={(details) => onCheckedChange(details.checked === true)} colorPalette="brand">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label color="gray.800">{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText ? <Field.HelperText color="gray.600">{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
