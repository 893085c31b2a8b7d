import { PasswordField } from '@tulia/shared/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A field of the form as react-hook-form registers it, with the message to show at it. */
type RegisteredField = UseFormRegisterReturn & { error?: string };

export interface NewPasswordFieldsProps {
  /** `Password` on the registration, `New password` (the default) where one is replaced. */
  label?: string;
  password: RegisteredField;
  confirm: RegisteredField;
}

/**
 * A new password and its confirmation, as every screen that sets one asks for them (registration,
 * reset, change): what the browser may offer to generate, and the rule the server applies.
 */
export function NewPasswordFields({ label = 'New password', password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" required helperText="At least 8 characters" {...password} />
      <PasswordField label={`Confirm ${label.toLowerCase()}`} autoComplete="new-password" required {...confirm} />
    </>
  );
}
