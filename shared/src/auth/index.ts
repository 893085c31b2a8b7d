import { registerInstance } from '../internal/instance-registry';

registerInstance('auth');

export { AUTH_MESSAGES, authStore, isSuperAdmin, selectAdmin, selectIsAuthenticated, selectIsSuperAdmin, selectStatus, useAuthStore } from './store';
export type { AuthState, AuthStatus, LoginResult } from './store';
export { can, canManageAccount } from './permissions';
export type { AdminPermission } from './permissions';
