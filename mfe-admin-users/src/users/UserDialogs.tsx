import { can } from '@tulia/shared/auth';
import type { Admin, User } from '@tulia/shared/contract';
import type { DialogStack } from '@tulia/shared/admin';
import { ConfirmDialog } from '@tulia/shared/ui';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UserFormDialog } from './UserFormDialog';
import { GeneratedPasswordDialog, ResetPasswordDialog } from './UserPasswordDialogs';

/** The Users screen's dialogs, each with the account it is open for. */
export interface UserDialogKinds {
  create: null;
  view: User;
  edit: User;
  'generate-password': User;
  'reset-password': User;
  'generated-password': { user: User; password: string; message: string };
}

export interface UserDialogsProps {
  dialogs: DialogStack<UserDialogKinds>;
  admin: Admin | null;
  onClose: () => void;
  onGeneratePassword: (user: User) => Promise<void>;
}

/** The Users screen's dialogs: add and edit, details, and the two password actions. */
export function UserDialogs({ dialogs, admin, onClose, onGeneratePassword }: UserDialogsProps) {
  const [create, edit, view] = [dialogs.at('create'), dialogs.at('edit'), dialogs.at('view')];
  const [generate, generated, reset] = [dialogs.at('generate-password'), dialogs.at('generated-password'), dialogs.at('reset-password')];
  return (
    <>
      {create || edit ? (
        <UserFormDialog user={edit?.record} mayManageAdministrators={can(admin, 'manage-administrators')} onClose={onClose} onSaved={onClose} />
      ) : null}
      {view ? <UserDetailsDialog user={view.record} onClose={onClose} /> : null}
      {generate ? (
        <ConfirmDialog
          open
          title="Generate a new password?"
          message={`${generate.record.full_name}'s current password will stop working and they will be signed out everywhere. The new password is shown only once.`}
          confirmLabel="Generate Password"
          onConfirm={() => onGeneratePassword(generate.record)}
          onClose={onClose}
        />
      ) : null}
      {generated ? <GeneratedPasswordDialog {...generated.record} onClose={onClose} /> : null}
      {reset ? <ResetPasswordDialog user={reset.record} isSelf={admin?.id === reset.record.id} onClose={onClose} onSaved={onClose} /> : null}
    </>
  );
}
