/** This remote's mark on the root of each of its screens (AdminScreen). */
export const remote = { name: 'mfe-admin-community', version: __REMOTE_VERSION__ };
