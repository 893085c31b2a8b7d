// Records the shell's tests share.

/** The admin a test signs in as (`useAuthStore.setState({ status: 'authenticated', admin: signedInAdmin })`). */
export const signedInAdmin = {
  id: 7,
  email: 'jane@example.org',
  username: 'jane',
  full_name: 'Jane Doe',
  admin_level: 'super_admin',
} as const;
