import { Input, Textarea, type InputProps, type TextareaProps } from '@tulia/shared/chakra';
import type { ReactNode, Ref } from 'react';
import { FormField } from './FormField';

interface FieldMessages {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
}

export type TextFieldProps = FieldMessages & InputProps & { ref?: Ref<HTMLInputElement> };

/** A labelled text input; spread react-hook-form's `register(...)` into it. */
export function TextField({ label, error, helperText, required, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} helperText={helperText} required={required}>
      <Input {...input} />
    </FormField>
  );
}

export type TextAreaFieldProps = FieldMessages & TextareaProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line input. */
export function TextAreaField({ label, error, helperText, required, ...textarea }: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} helperText={helperText} required={required}>
      <Textarea {...textarea} />
    </FormField>
  );
}
