import {
  PASSWORD_MIN_LENGTH,
  adminFromProfile,
  adminRegistrationSchema,
  adminSchema,
  errorBodySchema,
  loginCredentialsSchema,
  loginResponseSchema,
  profileResponseSchema,
  refreshResponseSchema,
} from './index';

const admin = {
  id: 1,
  email: 'amani@example.org',
  username: 'amani',
  full_name: 'Amani Wanjiru',
  phone: '+254700000000',
  admin_level: 'super_admin',
  created_at: '2025-01-01T00:00:00Z',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('adminSchema', () => {
  it('accepts a full record and a phone that is null or missing', () => {
    expect(adminSchema.parse(admin)).toEqual(admin);
    expect(adminSchema.parse({ ...admin, phone: null }).phone).toBeNull();
    const { phone: _phone, created_at: _created, ...minimal } = admin;
    expect(adminSchema.safeParse(minimal).success).toBe(true);
    expect(adminSchema.safeParse({ ...admin, phone: '' }).success).toBe(true);
  });

  it('rejects an unknown admin level', () => {
    expect(adminSchema.safeParse({ ...admin, admin_level: 'owner' }).success).toBe(false);
  });
});

describe('loginCredentialsSchema', () => {
  it('accepts an email and a password', () => {
    expect(loginCredentialsSchema.parse({ email: 'a@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });

  it('names the field in every message', () => {
    expect(firstMessage(loginCredentialsSchema.safeParse({ email: '', password: 'x' }))).toBe('Email is required');
    expect(firstMessage(loginCredentialsSchema.safeParse({ password: 'x' }))).toBe('Email is required');
    expect(firstMessage(loginCredentialsSchema.safeParse({ email: 'nope', password: 'x' }))).toBe('Email must be a valid email address');
    expect(firstMessage(loginCredentialsSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe('Password is required');
    expect(firstMessage(loginCredentialsSchema.safeParse({ email: 'a@b.co' }))).toBe('Password is required');
  });
});

describe('login and refresh responses', () => {
  it('requires access_token, refresh_token and admin in a login answer', () => {
    const answer = { access_token: 'a', refresh_token: 'r', admin };
    expect(loginResponseSchema.safeParse(answer).success).toBe(true);
    expect(loginResponseSchema.safeParse({ ...answer, refresh_token: undefined }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ access_token: 'a', refresh_token: 'r' }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ ...answer, access_token: '' }).success).toBe(false);
  });

  it('takes an optional rotated refresh token in a refresh answer', () => {
    expect(refreshResponseSchema.parse({ access_token: 'a' })).toEqual({ access_token: 'a' });
    expect(refreshResponseSchema.parse({ access_token: 'a', refresh_token: 'r' })).toEqual({
      access_token: 'a',
      refresh_token: 'r',
    });
    expect(refreshResponseSchema.safeParse({ refresh_token: 'r' }).success).toBe(false);
  });

  it('reads a profile answer given bare or wrapped in { admin }', () => {
    expect(adminFromProfile(profileResponseSchema.parse(admin))).toEqual(admin);
    expect(adminFromProfile(profileResponseSchema.parse({ admin }))).toEqual(admin);
    expect(profileResponseSchema.safeParse({ admin: { id: 1 } }).success).toBe(false);
  });
});

describe('adminRegistrationSchema', () => {
  const payload = {
    email: 'amani@example.org',
    username: 'amani',
    full_name: 'Amani Wanjiru',
    phone: '+254700000000',
    password: 'longenough',
  };

  it('defaults the admin level to admin', () => {
    expect(adminRegistrationSchema.parse(payload).admin_level).toBe('admin');
    expect(adminRegistrationSchema.parse({ ...payload, admin_level: 'super_admin' }).admin_level).toBe('super_admin');
  });

  it('enforces the password minimum with the exact hint', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(adminRegistrationSchema.safeParse({ ...payload, password: '12345678' }).success).toBe(true);
    expect(firstMessage(adminRegistrationSchema.safeParse({ ...payload, password: '1234567' }))).toBe('Password must be at least 8 characters long');
  });

  it('requires every text field, naming it', () => {
    expect(firstMessage(adminRegistrationSchema.safeParse({ ...payload, username: '  ' }))).toBe('Username is required');
    expect(firstMessage(adminRegistrationSchema.safeParse({ ...payload, full_name: '' }))).toBe('Full name is required');
    expect(firstMessage(adminRegistrationSchema.safeParse({ ...payload, phone: undefined }))).toBe('Phone is required');
    expect(firstMessage(adminRegistrationSchema.safeParse({ ...payload, email: '' }))).toBe('Email is required');
    expect(firstMessage(adminRegistrationSchema.safeParse({ ...payload, admin_level: 'root' }))).toBe('Admin level must be admin or super_admin');
  });
});

describe('errorBodySchema', () => {
  it('keeps string fields and drops fields of another type', () => {
    expect(errorBodySchema.parse({ message: 'Bad', error: 'x' })).toEqual({ message: 'Bad', error: 'x' });
    expect(errorBodySchema.parse({ message: 42, error: 'Conflict' })).toEqual({
      message: undefined,
      error: 'Conflict',
    });
    expect(errorBodySchema.safeParse('text').success).toBe(false);
  });
});
