import { can } from '@tulia/shared/auth';
import type { Admin, User } from '@tulia/shared/contract';
import { ConfirmDialog } from '@tulia/shared/ui';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UserFormDialog } from './UserFormDialog';
import { GeneratedPasswordDialog, ResetPasswordDialog } from './UserPasswordDialogs';

/** Which dialog of the Users screen is open, and for which account. */
export type UserDialog =
  | { kind: 'create' }
  | { kind: 'view' | 'edit' | 'generate-password' | 'reset-password'; user: User }
  | { kind: 'generated-password'; user: User; password: string; message: string };

export interface UserDialogsProps {
  dialog: UserDialog | null;
  admin: Admin | null;
  onClose: () => void;
  onGeneratePassword: (user: User) => Promise<void>;
}

/** The Users screen's dialogs: add and edit, details, and the two password actions. */
export function UserDialogs({ dialog, admin, onClose, onGeneratePassword }: UserDialogsProps) {
  return (
    <>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <UserFormDialog
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          mayManageAdministrators={can(admin, 'manage-administrators')}
          onClose={onClose}
          onSaved={onClose}
        />
      ) : null}
      {dialog?.kind === 'view' ? <UserDetailsDialog user={dialog.user} onClose={onClose} /> : null}
      {dialog?.kind === 'generate-password' ? (
        <ConfirmDialog
          open
          title="Generate a new password?"
          message={`${dialog.user.full_name}'s current password will stop working and they will be signed out everywhere. The new password is shown only once.`}
          confirmLabel="Generate Password"
          onConfirm={() => onGeneratePassword(dialog.user)}
          onClose={onClose}
        />
      ) : null}
      {dialog?.kind === 'generated-password' ? (
        <GeneratedPasswordDialog user={dialog.user} password={dialog.password} message={dialog.message} onClose={onClose} />
      ) : null}
      {dialog?.kind === 'reset-password' ? (
        <ResetPasswordDialog user={dialog.user} isSelf={admin?.id === dialog.user.id} onClose={onClose} onSaved={onClose} />
      ) : null}
    </>
  );
}
