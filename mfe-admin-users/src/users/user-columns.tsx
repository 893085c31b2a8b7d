import { Text } from '@tulia/shared/chakra';
import { canManageAccount } from '@tulia/shared/auth';
import type { Admin, User } from '@tulia/shared/contract';
import { StatusBadge, formatDate, type DataTableColumn } from '@tulia/shared/ui';
import { PersonCell } from '@tulia/shared/admin';
import { roleLabel } from './role-label';
import { UserRowActions, type UserAction } from './UserRowActions';

/** The Users table's columns; the row's actions are those this admin may take on that account. */
export function userColumns(admin: Admin | null, onAction: (action: UserAction, user: User) => void): DataTableColumn<User>[] {
  return [
    { key: 'user', header: 'User', sortKey: 'full_name', render: (user) => <PersonCell name={user.full_name} email={user.email} /> },
    { key: 'username', header: 'Username', sortKey: 'username', render: (user) => user.username },
    { key: 'phone', header: 'Phone', sortKey: 'phone', render: (user) => user.phone ?? '—' },
    { key: 'role', header: 'Role', render: (user) => roleLabel(user) },
    { key: 'status', header: 'Status', sortKey: 'status', render: (user) => <StatusBadge status={user.status} /> },
    {
      key: 'joined',
      header: 'Joined',
      sortKey: 'join_date',
      render: (user) => <Text whiteSpace="nowrap">{formatDate(user.join_date ?? user.created_at)}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (user) => <UserRowActions user={user} mayManage={canManageAccount(admin, user)} isSelf={admin?.id === user.id} onAction={onAction} />,
    },
  ];
}
