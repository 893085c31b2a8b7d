import { IconButton, Input, InputGroup, type InputProps } from '@tulia/shared/chakra';
import { useState, type ReactNode, type Ref } from 'react';
import { FormField } from './FormField';

export type PasswordFieldProps = {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputProps, 'type'>;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/** A password input with a show/hide toggle (a real button, reachable by keyboard). */
export function PasswordField({ label, error, helperText, required, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} helperText={helperText} required={required}>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            me="-2"
          >
            <EyeIcon crossed={visible} />
          </IconButton>
        }
      >
        <Input {...input} type={visible ? 'text' : 'password'} />
      </InputGroup>
    </FormField>
  );
}
