// The three stored auth items (the two tokens and the admin). localStorage may be missing or throw (private
// mode, quota, disabled storage); every access degrades to "nothing stored" instead.

export const STORAGE_KEYS = {
  accessToken: 'admin_access_token',
  refreshToken: 'admin_refresh_token',
  admin: 'admin_user',
} as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Not persisted: the session lasts until reload, which beats failing the login.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing more can be done when storage refuses.
  }
}

export const tokenStorage = {
  /** The access token, or null when none (an empty string counts as none). */
  getAccessToken(): string | null {
    return read(STORAGE_KEYS.accessToken) || null;
  },

  getRefreshToken(): string | null {
    return read(STORAGE_KEYS.refreshToken) || null;
  },

  /** Stores the access token, and the refresh token when given (a rotation). */
  setTokens(accessToken: string, refreshToken?: string | null): void {
    write(STORAGE_KEYS.accessToken, accessToken);
    if (refreshToken) write(STORAGE_KEYS.refreshToken, refreshToken);
  },

  /** The stored admin record; null when missing or not valid JSON. Callers validate the shape. */
  getAdmin<T = unknown>(): T | null {
    const raw = read(STORAGE_KEYS.admin);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },

  setAdmin(admin: unknown): void {
    write(STORAGE_KEYS.admin, JSON.stringify(admin));
  },

  /** Removes exactly the three auth items and nothing else. */
  clear(): void {
    remove(STORAGE_KEYS.accessToken);
    remove(STORAGE_KEYS.refreshToken);
    remove(STORAGE_KEYS.admin);
  },
};
