import { Button, HStack, Input, Text } from '@tulia/shared/chakra';
import { PASSWORD_MIN_LENGTH_MESSAGE, resetUserPasswordSchema, type User } from '@tulia/shared/contract';
import { DetailsDialog, PasswordField } from '@tulia/shared/ui';
import { useState } from 'react';
import { SchemaFormDialog, useFormContext } from '@tulia/shared/resources';
import { usersApi, usersResource } from './usersResource';

export interface GeneratedPasswordDialogProps {
  user: User;
  password: string;
  /** The server's advice that comes with the password. */
  message: string;
  onClose: () => void;
}

/**
 * Shows a generated password once, with a copy button. It lives only in this dialog's props:
 * closing the dialog forgets it, and the server never shows it again.
 */
export function GeneratedPasswordDialog({ user, password, message, onClose }: GeneratedPasswordDialogProps) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <DetailsDialog open title={`New password for ${user.full_name}`} onClose={onClose}>
      <Text color="gray.800" mb="4">
        {message}
      </Text>
      <HStack gap="2">
        <Input
          readOnly
          value={password}
          aria-label="New password"
          fontFamily="mono"
          data-testid="generated-password"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy()} colorPalette="brand" variant="outline" flexShrink={0}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
      </HStack>
      <Text aria-live="polite" fontSize="sm" color={copied === 'failed' ? 'red.700' : 'gray.700'} mt="2">
        {copied === 'yes' ? 'The password is on your clipboard.' : copied === 'failed' ? 'Copying is not allowed here: select the password and copy it yourself.' : ''}
      </Text>
    </DetailsDialog>
  );
}

function NewPasswordField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ new_password: string }>();
  return (
    <PasswordField
      label="New password"
      required
      autoComplete="new-password"
      helperText={PASSWORD_MIN_LENGTH_MESSAGE}
      error={errors.new_password?.message}
      {...register('new_password')}
    />
  );
}

export interface ResetPasswordDialogProps {
  user: User;
  onClose: () => void;
  onSaved: () => void;
}

/** Sets a password the admin chooses (POST /users/{id}/reset-password { new_password }). */
export function ResetPasswordDialog({ user, onClose, onSaved }: ResetPasswordDialogProps) {
  return (
    <SchemaFormDialog
      schema={resetUserPasswordSchema}
      defaultValues={{ new_password: '' }}
      title={`Reset password for ${user.full_name}`}
      submitLabel="Reset Password"
      submittingLabel="Resetting..."
      size="md"
      texts={{ success: 'Password Reset', description: `${user.full_name} can now sign in with the new password.`, failure: 'Failed to reset password' }}
      changes={[usersResource]}
      save={(values) => usersApi.resetPassword(user.id, values)}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Text color="gray.800">Their current password stops working and they are signed out on every device.</Text>
      <NewPasswordField />
    </SchemaFormDialog>
  );
}
