import { IconButton, Menu, Portal } from '@tulia/shared/chakra';
import type { User } from '@tulia/shared/contract';
import { DeleteIcon, EditIcon, MoreIcon, RowAction, RowActions, ViewIcon } from '@tulia/shared/admin';

export type UserAction = 'view' | 'edit' | 'generate-password' | 'reset-password' | 'delete';

export interface UserRowActionsProps {
  user: User;
  /** An 'admin' may not change or delete administrator accounts (api/README.md, "Admin levels"). */
  mayManage: boolean;
  /** Nobody deletes their own account here. */
  isSelf: boolean;
  onAction: (action: UserAction, user: User) => void;
}

/** View, edit, the password actions (in a menu) and delete, as far as the admin's level allows. */
export function UserRowActions({ user, mayManage, isSelf, onAction }: UserRowActionsProps) {
  const name = user.full_name;
  return (
    <RowActions>
      <RowAction label={`View ${name}`} icon={<ViewIcon />} onClick={() => onAction('view', user)} />
      {mayManage ? (
        <>
          <RowAction label={`Edit ${name}`} icon={<EditIcon />} onClick={() => onAction('edit', user)} />
          <Menu.Root onSelect={(details) => onAction(details.value as UserAction, user)}>
            <Menu.Trigger asChild>
              <IconButton aria-label={`Password actions for ${name}`} title="Password actions" size="sm" variant="ghost" colorPalette="gray">
                <MoreIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {/* One's own password needs the current one: no generated password for oneself. */}
                  {isSelf ? null : <Menu.Item value="generate-password">Generate new password</Menu.Item>}
                  <Menu.Item value="reset-password">Set a new password</Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
          {isSelf ? null : <RowAction label={`Delete ${name}`} icon={<DeleteIcon />} palette="red" onClick={() => onAction('delete', user)} />}
        </>
      ) : null}
    </RowActions>
  );
}
