export { adminLevelSchema, adminSchema } from './admin';
export type { Admin, AdminLevel } from './admin';
export {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_LENGTH_MESSAGE,
  PASSWORD_PROOF_MAX_LENGTH,
  adminFromProfile,
  adminRegistrationSchema,
  emailSchema,
  loginCredentialsSchema,
  loginResponseSchema,
  profileResponseSchema,
  refreshResponseSchema,
} from './auth';
export type { AdminRegistration, AdminRegistrationInput, LoginCredentials, LoginResponse, ProfileResponse, RefreshResponse } from './auth';
export { errorBodySchema } from './errors';
export type { ErrorBody } from './errors';
export * from './fields';
export * from './common';
export * from './sessions';
export * from './passwords';
export * from './users';
export * from './therapists';
export * from './rafikis';
export * from './boma-groups';
export * from './group-suggestions';
export * from './resources';
export * from './contact';
export * from './contact-texts';
export * from './contact-triage';
export * from './dashboard';
export * from './outbox';
export * from './audit-log';
export * from './bulk';
export * from './exports';
export * from './data-rights';
export * from './client-events';
