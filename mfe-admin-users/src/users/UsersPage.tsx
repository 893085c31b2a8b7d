import { Box, Button, Text } from '@tulia/shared/chakra';
import { can, canManageAccount, useAuthStore } from '@tulia/shared/auth';
import { USER_STATUSES, type User } from '@tulia/shared/contract';
import { ConfirmDialog, PageHeader, StatusBadge, formatDate, notifyError, statusFilterOptions, type DataTableColumn } from '@tulia/shared/ui';
import { useState } from 'react';
import { PlusIcon } from '../common/icons';
import { PersonCell } from '../common/PersonCell';
import { ListFilters, ListTable } from '../common/ServerListView';
import { useDeleteConfirmation } from '../common/useDeleteConfirmation';
import { roleLabel } from './roleLabel';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UserFormDialog } from './UserFormDialog';
import { GeneratedPasswordDialog, ResetPasswordDialog } from './UserPasswordDialogs';
import { UserRowActions, type UserAction } from './UserRowActions';
import { UserStats } from './UserStats';
import { generateUserPassword, useUserStats, useUsers, usersApi } from './useUsers';

type UserDialog =
  | { kind: 'create' }
  | { kind: 'view' | 'edit' | 'generate-password' | 'reset-password'; user: User }
  | { kind: 'generated-password'; user: User; password: string; message: string };

const statusOptions = statusFilterOptions(USER_STATUSES);

/** Users (admin §2): stat cards, the server-paged list, and everything an admin does to an account. */
export default function UsersPage() {
  const admin = useAuthStore((state) => state.admin);
  const mayManageAdministrators = can(admin, 'manage-administrators');
  const users = useUsers();
  const stats = useUserStats();
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const close = () => setDialog(null);
  // A change moves the figures too.
  const reload = () => {
    users.reload();
    stats.reload();
  };
  const { confirmDelete, deleteDialog } = useDeleteConfirmation<User>({
    describe: (user) => ({ title: 'Delete user', message: `${user.full_name} (${user.email}) will be permanently deleted. This cannot be undone.` }),
    remove: (user) => usersApi.remove(user.id),
    success: 'User Deleted',
    failure: 'Failed to delete user',
    onDeleted: reload,
  });

  const onAction = (action: UserAction, user: User) => (action === 'delete' ? confirmDelete(user) : setDialog({ kind: action, user }));

  const generatePassword = async (user: User) => {
    try {
      const answer = await generateUserPassword(user.id);
      setDialog({ kind: 'generated-password', user, password: answer.new_password, message: answer.message });
    } catch (error) {
      notifyError(error, 'Failed to generate password');
    }
  };

  const columns: DataTableColumn<User>[] = [
    { key: 'user', header: 'User', render: (user) => <PersonCell name={user.full_name} email={user.email} /> },
    { key: 'username', header: 'Username', render: (user) => user.username },
    { key: 'phone', header: 'Phone', render: (user) => user.phone ?? '—' },
    { key: 'role', header: 'Role', render: (user) => roleLabel(user) },
    { key: 'status', header: 'Status', render: (user) => <StatusBadge status={user.status} /> },
    { key: 'joined', header: 'Joined', render: (user) => <Text whiteSpace="nowrap">{formatDate(user.join_date ?? user.created_at)}</Text> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (user) => <UserRowActions user={user} mayManage={canManageAccount(admin, user)} isSelf={admin?.id === user.id} onAction={onAction} />,
    },
  ];

  return (
    <Box data-remote="mfe-admin-users" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader
        title="Users"
        subtitle="Manage the people who use the app"
        actions={
          <Button colorPalette="brand" onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon /> Add New User
          </Button>
        }
      />
      <UserStats stats={stats} />
      <ListFilters
        list={users}
        searchLabel="Search users by name, email, username or phone"
        statusOptions={statusOptions}
        // admin §2: a refresh loads page 1, 50 per page.
        onRefresh={() => {
          users.setPage(1);
          reload();
        }}
      />
      <ListTable
        list={users}
        caption="Users"
        columns={columns}
        rowKey={(user) => user.id}
        errorMessage="Failed to fetch users"
        empty={{ title: 'No users found', filtered: 'Try adjusting your search or filters.', unfiltered: 'Nobody has joined yet.' }}
        noun="users"
      />

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <UserFormDialog
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          mayManageAdministrators={mayManageAdministrators}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      ) : null}
      {dialog?.kind === 'view' ? <UserDetailsDialog user={dialog.user} onClose={close} /> : null}
      {dialog?.kind === 'generate-password' ? (
        <ConfirmDialog
          open
          title="Generate a new password?"
          message={`${dialog.user.full_name}'s current password will stop working and they will be signed out everywhere. The new password is shown only once.`}
          confirmLabel="Generate Password"
          onConfirm={() => generatePassword(dialog.user)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'generated-password' ? <GeneratedPasswordDialog user={dialog.user} password={dialog.password} message={dialog.message} onClose={close} /> : null}
      {dialog?.kind === 'reset-password' ? <ResetPasswordDialog user={dialog.user} onClose={close} onSaved={close} /> : null}
      {deleteDialog}
    </Box>
  );
}
