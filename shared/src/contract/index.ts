export { adminLevelSchema, adminSchema } from './admin';
export type { Admin, AdminLevel } from './admin';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_LENGTH_MESSAGE,
  adminFromProfile,
  adminRegistrationSchema,
  emailSchema,
  loginCredentialsSchema,
  loginResponseSchema,
  profileResponseSchema,
  refreshResponseSchema,
} from './auth';
export type {
  AdminRegistration,
  AdminRegistrationInput,
  LoginCredentials,
  LoginResponse,
  ProfileResponse,
  RefreshResponse,
} from './auth';
export { errorBodySchema } from './errors';
export type { ErrorBody } from './errors';
