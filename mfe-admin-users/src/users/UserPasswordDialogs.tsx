import { Button, HStack, Input, Text } from '@tulia/shared/chakra';
import { PASSWORD_MIN_LENGTH_MESSAGE, resetOwnPasswordSchema, resetUserPasswordSchema, type User } from '@tulia/shared/contract';
import { DetailsDialog } from '@tulia/shared/ui';
import { useState } from 'react';
import { SchemaFormDialog, formFields } from '@tulia/shared/admin';
import { usersList } from './users-list';

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
        {copied === 'yes'
          ? 'The password is on your clipboard.'
          : copied === 'failed'
            ? 'Copying is not allowed here: select the password and copy it yourself.'
            : ''}
      </Text>
    </DetailsDialog>
  );
}

const Field = formFields<{ current_password: string; new_password: string }>();

function NewPasswordField() {
  return <Field.PasswordField name="new_password" label="New password" required autoComplete="new-password" helperText={PASSWORD_MIN_LENGTH_MESSAGE} />;
}

export interface ResetPasswordDialogProps {
  user: User;
  /** The row is the signed-in admin's own account: the current password is asked for. */
  isSelf?: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Sets a password the admin chooses (POST /users/{id}/reset-password { new_password }); on one's
 * own row the current password is asked first ({ new_password, current_password }).
 */
export function ResetPasswordDialog({ user, isSelf = false, onClose, onSaved }: ResetPasswordDialogProps) {
  const common = { size: 'md' as const, changes: [usersList], onSaved, onClose };
  const words = {
    title: `Reset password for ${user.full_name}`,
    submit: 'Reset Password',
    submitting: 'Resetting...',
    success: 'Password Reset',
    failure: 'Failed to reset password',
  };
  if (isSelf) {
    return (
      <SchemaFormDialog
        {...common}
        schema={resetOwnPasswordSchema}
        defaultValues={{ current_password: '', new_password: '' }}
        words={{ ...words, description: 'You can now sign in with the new password.' }}
        save={(values) => usersList.api.resetPassword(user.id, values)}
      >
        <Text color="gray.800">This is your own account: enter your current password. Your other devices are signed out.</Text>
        <Field.PasswordField name="current_password" label="Current password" required autoComplete="current-password" />
        <NewPasswordField />
      </SchemaFormDialog>
    );
  }
  return (
    <SchemaFormDialog
      {...common}
      schema={resetUserPasswordSchema}
      defaultValues={{ new_password: '' }}
      words={{ ...words, description: `${user.full_name} can now sign in with the new password.` }}
      save={(values) => usersList.api.resetPassword(user.id, values)}
    >
      <Text color="gray.800">Their current password stops working and they are signed out on every device.</Text>
      <NewPasswordField />
    </SchemaFormDialog>
  );
}
