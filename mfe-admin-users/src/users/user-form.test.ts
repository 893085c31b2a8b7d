import { editUserFormSchema, emptyUserForm, newUserFormSchema, newUserPayload, roleOptions, updateUserPayload, userFormFrom } from './user-form';
import { makeUser } from '../test/fixtures';

const filled = {
  ...emptyUserForm('2026-02-01'),
  full_name: 'Amani Wanjiru',
  email: 'amani@example.org',
  username: 'amani',
  phone: '+254700000001',
  password: 'a-long-password',
};

describe('the user form', () => {
  it('defaults to role user, status Active and today as the join date', () => {
    expect(emptyUserForm('2026-02-01')).toMatchObject({ role: 'user', status: 'active', join_date: '2026-02-01', password: '' });
  });

  it('sends is_admin only through the role admin, and never the role itself', () => {
    for (const role of ['user', 'therapist', 'rafiki'] as const) {
      const payload = newUserPayload(newUserFormSchema.parse({ ...filled, role }));
      expect(payload).toEqual({
        full_name: 'Amani Wanjiru',
        email: 'amani@example.org',
        username: 'amani',
        phone: '+254700000001',
        password: 'a-long-password',
        status: 'active',
        join_date: '2026-02-01',
        is_admin: false,
      });
    }
    expect(newUserPayload(newUserFormSchema.parse({ ...filled, role: 'admin', admin_level: 'super_admin' }))).toMatchObject({
      is_admin: true,
      admin_level: 'super_admin',
    });
  });

  it('sends the status in lower case', () => {
    expect(newUserPayload(newUserFormSchema.parse({ ...filled, status: 'suspended' })).status).toBe('suspended');
  });

  it('requires the join date and names each missing field', () => {
    const result = newUserFormSchema.safeParse({ ...emptyUserForm(), join_date: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Full name is required',
        'Email is required',
        'Username is required',
        'Phone is required',
        'Password is required',
        'Join date is required',
      ]),
    );
  });

  it('has no password when editing, and keeps an administrator an administrator', () => {
    const admin = makeUser({ is_admin: true, admin_level: 'admin', role: 'admin' });
    const form = userFormFrom(admin);
    expect(form).not.toHaveProperty('password');
    expect(updateUserPayload(editUserFormSchema.parse(form))).toEqual({
      full_name: 'Achieng Otieno',
      email: 'achieng@example.org',
      username: 'achieng',
      phone: '+254711000111',
      status: 'active',
      join_date: '2026-01-15',
      is_admin: true,
      admin_level: 'admin',
    });
  });

  it('offers the Admin role only to those who may manage administrators', () => {
    expect(roleOptions(true).map((option) => option.label)).toEqual(['User', 'Therapist', 'Rafiki', 'Admin']);
    expect(roleOptions(false).map((option) => option.label)).toEqual(['User', 'Therapist', 'Rafiki']);
  });
});
