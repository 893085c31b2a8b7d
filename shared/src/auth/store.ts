import { create } from 'zustand';
import { adminFromProfile, loginResponseSchema, profileResponseSchema } from '@tulia/shared/contract';
import type { Admin } from '@tulia/shared/contract';
import { apiClient, errorMessage, isApiError, onSessionExpired, refreshAccessToken, tokenStorage } from '@tulia/shared/api-client';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type LoginResult = { ok: true } | { ok: false; message: string };

export interface AuthState {
  status: AuthStatus;
  admin: Admin | null;
  /** The start-up check of a stored session (steps 1-4 in check()). Concurrent calls share one run. */
  initialize(): Promise<void>;
  /** Step 5: signs in; a failure carries the text the sign-in screen shows. */
  login(email: string, password: string): Promise<LoginResult>;
  /** Step 6: never fails; a failed server call still signs out here. */
  logout(): Promise<void>;
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed. Please check your credentials.',
} as const;

const PROFILE_PATH = 'auth/admin/profile';

// Bumped by login, logout and session expiry, so a start-up check that finishes later does
// not overwrite what happened meanwhile.
let epoch = 0;
let initializing: Promise<void> | null = null;

function fetchProfile(): Promise<Admin> {
  return apiClient.get(PROFILE_PATH, { refreshOnUnauthorized: false, schema: profileResponseSchema }).then(adminFromProfile);
}

export const useAuthStore = create<AuthState>()((set) => {
  const authenticated = (admin: Admin) => {
    tokenStorage.setAdmin(admin);
    set({ status: 'authenticated', admin });
  };
  const unauthenticated = () => set({ status: 'unauthenticated', admin: null });

  async function check(): Promise<void> {
    const started = epoch;
    const settle = (apply: () => void) => {
      if (epoch === started) apply();
    };

    // Step 1: no stored access token -> unauthenticated.
    if (!tokenStorage.getAccessToken()) {
      settle(unauthenticated);
      return;
    }
    try {
      // Step 2: the profile with the stored token.
      const admin = await fetchProfile();
      settle(() => authenticated(admin));
      return;
    } catch (error) {
      // Step 4: any other error -> unauthenticated, storage kept.
      if (!isApiError(error) || error.kind !== 'unauthorized') {
        settle(unauthenticated);
        return;
      }
    }
    // Step 3: the session expired -> refresh, then the profile again.
    if (!(await refreshAccessToken())) {
      settle(() => {
        tokenStorage.clear();
        unauthenticated();
      });
      return;
    }
    try {
      const admin = await fetchProfile();
      settle(() => authenticated(admin));
    } catch (error) {
      settle(() => {
        // Fresh tokens refused at once are useless; keep them only for other failures.
        if (isApiError(error) && error.kind === 'unauthorized') tokenStorage.clear();
        unauthenticated();
      });
    }
  }

  return {
    status: 'loading',
    admin: null,

    initialize() {
      initializing ??= check().finally(() => {
        initializing = null;
      });
      return initializing;
    },

    async login(email, password) {
      try {
        const answer = await apiClient.post('auth/admin/login', { email, password }, { auth: false });
        // Step 5: success only with access_token, refresh_token and admin.
        const parsed = loginResponseSchema.safeParse(answer);
        if (!parsed.success) return { ok: false, message: AUTH_MESSAGES.invalidCredentials };
        epoch += 1;
        tokenStorage.setTokens(parsed.data.access_token, parsed.data.refresh_token);
        authenticated(parsed.data.admin);
        return { ok: true };
      } catch (error) {
        // The server's own message (wrong password, too many attempts) is shown as is.
        return { ok: false, message: errorMessage(error, AUTH_MESSAGES.loginFailed) };
      }
    },

    async logout() {
      epoch += 1;
      if (tokenStorage.getAccessToken()) {
        try {
          await apiClient.post('admin/logout', undefined, { refreshOnUnauthorized: false });
        } catch {
          // Step 6: a failed server logout still logs out here.
        }
      }
      tokenStorage.clear();
      unauthenticated();
    },
  };
});

/** Plain accessor for code outside React (guards, loaders). */
export const authStore = {
  getState: useAuthStore.getState,
  subscribe: useAuthStore.subscribe,
};

// A silent refresh that fails during work ends the session; the
// api-client has already cleared the stored items.
onSessionExpired(() => {
  epoch += 1;
  useAuthStore.setState({ status: 'unauthenticated', admin: null });
});

export function isSuperAdmin(admin: Admin | null | undefined): boolean {
  return admin?.admin_level === 'super_admin';
}

export const selectStatus = (state: AuthState): AuthStatus => state.status;
export const selectAdmin = (state: AuthState): Admin | null => state.admin;
export const selectIsAuthenticated = (state: AuthState): boolean => state.status === 'authenticated';
export const selectIsSuperAdmin = (state: AuthState): boolean => isSuperAdmin(state.admin);
