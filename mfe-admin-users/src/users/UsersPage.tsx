import { useAuthStore } from '@tulia/shared/auth';
import { exportPath, type User } from '@tulia/shared/contract';
import {
  BulkActionBar,
  ExportButton,
  ListControls,
  AdminTable,
  adminListKey,
  useConfirmedDelete,
  useQueryClient,
  statusFilter,
  useAdminList,
  useAdminQuery,
  useDialogStack,
  CreateButton,
  AdminScreen,
} from '@tulia/shared/admin';
import { remote } from '../remote';
import { notifyError } from '@tulia/shared/ui';
import { userColumns } from './user-columns';
import { UserDialogs, type UserDialogKinds } from './UserDialogs';
import type { UserAction } from './UserRowActions';
import { UserStats } from './UserStats';
import { USER_STATS_KEY, USER_FILTER_STATUSES, usersList } from './users-list';
import { useUserBulkActions } from './useUserBulkActions';

const filters = [statusFilter(USER_FILTER_STATUSES)];

/** Users: stat cards, the server-paged list, and everything an admin does to an account. */
export default function UsersPage() {
  const admin = useAuthStore((state) => state.admin);
  const users = useAdminList(usersList);
  // Under the users key: every change to a user refreshes the figures too.
  const stats = useAdminQuery(USER_STATS_KEY, usersList.api.stats);
  const client = useQueryClient();
  const { selection, actions } = useUserBulkActions(admin, users);
  // One dialog at a time: each replaces the one before (the generated password replaces its question).
  const dialogs = useDialogStack<UserDialogKinds>();
  const show = <K extends keyof UserDialogKinds>(kind: K, record: UserDialogKinds[K]) => {
    dialogs.closeAll();
    dialogs.open(kind, record);
  };
  const { confirmDelete, deleteDialog } = useConfirmedDelete<User>({
    resource: usersList,
    describe: (user) => ({ title: 'Delete user', message: `${user.full_name} (${user.email}) will be permanently deleted. This cannot be undone.` }),
    success: 'User Deleted',
    failure: 'Failed to delete user',
  });

  const onAction = (action: UserAction, user: User) => (action === 'delete' ? confirmDelete(user) : show(action, user));

  const generatePassword = async (user: User) => {
    try {
      const answer = await usersList.api.generatePassword(user.id);
      show('generated-password', { user, password: answer.new_password, message: answer.message });
    } catch (error) {
      notifyError(error, 'Failed to generate password');
    }
  };

  const columns = userColumns(admin, onAction);

  return (
    <AdminScreen
      remote={remote}
      title="Users"
      subtitle="Manage the people who use the app"
      actions={<CreateButton label="Add New User" plus onClick={() => show('create', null)} />}
    >
      <UserStats stats={stats} />
      <ListControls
        // A refresh loads page 1 (50 per page) and the figures again.
        list={{
          ...users,
          reload: () => {
            users.setPage(1);
            void client.invalidateQueries({ queryKey: adminListKey(usersList) });
          },
        }}
        searchLabel="Search users by name, email, username or phone"
        filters={filters}
      >
        <ExportButton path={exportPath('users')} query={users.query} fileName="users.csv" />
      </ListControls>
      <BulkActionBar count={selection.count} noun={{ one: 'user', many: 'users' }} actions={actions} onClear={selection.clear} />
      <AdminTable list={users} columns={columns} selection={selection.table} />

      <UserDialogs dialogs={dialogs} admin={admin} onClose={dialogs.closeAll} onGeneratePassword={generatePassword} />
      {deleteDialog}
    </AdminScreen>
  );
}
