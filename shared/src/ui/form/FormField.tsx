import { Field } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** The message shown under the field when its value is refused. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/**
 * Label, control, hint and error of one form field. The control is wired to the label and the
 * messages by Chakra's Field (ids, aria-invalid, aria-describedby), so screen readers announce them.
 */
export function FormField({ label, error, helperText, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label color="gray.800">
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText color="gray.600">{helperText}</Field.HelperText> : null}
      {/* red.700: the default red is under 4.5:1 on white (WCAG AA). */}
      {error ? <Field.ErrorText color="red.700">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
