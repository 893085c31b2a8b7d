/** This remote's mark on the root of each of its screens (AdminScreen). */
export const remote = { name: 'mfe-admin-content', version: __REMOTE_VERSION__ };
