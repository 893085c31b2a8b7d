import { STORAGE_KEYS, tokenStorage } from './storage';

describe('tokenStorage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('uses the three admin_* keys', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'admin_access_token',
      refreshToken: 'admin_refresh_token',
      admin: 'admin_user',
    });
  });

  it('stores and reads the tokens; a missing refresh token keeps the stored one', () => {
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
    tokenStorage.setTokens('access-1', 'refresh-1');
    expect(localStorage.getItem('admin_access_token')).toBe('access-1');
    expect(localStorage.getItem('admin_refresh_token')).toBe('refresh-1');
    tokenStorage.setTokens('access-2');
    expect(tokenStorage.getAccessToken()).toBe('access-2');
    expect(tokenStorage.getRefreshToken()).toBe('refresh-1');
  });

  it('treats an empty stored token as none', () => {
    localStorage.setItem('admin_access_token', '');
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('stores the admin as JSON and reads bad JSON as null', () => {
    tokenStorage.setAdmin({ id: 1, full_name: 'Amani' });
    expect(localStorage.getItem('admin_user')).toBe('{"id":1,"full_name":"Amani"}');
    expect(tokenStorage.getAdmin<{ id: number }>()).toEqual({ id: 1, full_name: 'Amani' });
    localStorage.setItem('admin_user', '{not json');
    expect(tokenStorage.getAdmin()).toBeNull();
    localStorage.removeItem('admin_user');
    expect(tokenStorage.getAdmin()).toBeNull();
  });

  it('clears exactly the three items', () => {
    tokenStorage.setTokens('a', 'r');
    tokenStorage.setAdmin({ id: 1 });
    localStorage.setItem('adminUser', 'obsolete sample login');
    localStorage.setItem('theme', 'dark');
    tokenStorage.clear();
    expect(localStorage.length).toBe(2);
    expect(localStorage.getItem('adminUser')).toBe('obsolete sample login');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('survives a storage whose every method throws', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
    expect(() => tokenStorage.setTokens('a', 'r')).not.toThrow();
    expect(() => tokenStorage.setAdmin({ id: 1 })).not.toThrow();
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(tokenStorage.getAdmin()).toBeNull();
    expect(() => tokenStorage.clear()).not.toThrow();
  });

  it('survives a window whose localStorage getter throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(() => tokenStorage.setTokens('a')).not.toThrow();
    expect(() => tokenStorage.clear()).not.toThrow();
  });
});
