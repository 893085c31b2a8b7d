import type { FastifyInstance } from 'fastify';
import {
  adminRegistrationResponseSchema,
  adminRegistrationSchema,
  adminSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginCredentialsSchema,
  loginResponseSchema,
  messageResponseSchema,
  refreshResponseSchema,
  resetPasswordSchema,
} from '@tulia/shared/contract';
import { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError, unauthorized } from '../http/errors';
import { clientAddress } from '../http/client-address';
import { limitedPerAddress, limiter } from '../http/rate-limits';
import { accountFailures, failuresOf } from './account-failures';
import { ownPasswordOf } from './own-password';
import type { ZodTypeProvider } from '../http/validation';
import { principalOf } from './guard';
import { normaliseEmail } from './accounts';
import { AuthService, FORGOT_PASSWORD_MESSAGE, INVALID_REFRESH_MESSAGE } from './service';
import { accessOperation } from '../openapi/declarations';

const tag = 'Authentication';

/** The window of the per-account failure count: a paused sign-in resumes within the hour. */
export const ACCOUNT_FAILURE_WINDOW_MS = 3600_000;
export const ACCOUNT_PAUSED_MESSAGE =
  'Too many failed sign-ins for this account. Sign-in is paused for up to an hour; you can reset your password by email now.';

/** Public: /api/auth/admin/{register,login,refresh,forgot-password,reset-password}; profile needs a token. */
export async function authRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = new AuthService(ctx);
  const { rateLimits, loginPerAddress } = ctx.config;
  const window = rateLimits.windowMs;
  // Sign-in: a cap per address across e-mails (each attempt costs a password hash), then a
  // limit per address and e-mail, keyed only once the e-mail is known to be one.
  const signInsPerAddress = limitedPerAddress(app, 'login-address', loginPerAddress ?? 3 * rateLimits.login, window);
  const signInsPerAccount = limiter(app, 'login', rateLimits.login, window);
  // Failures per account across every address, in the shared store when there is one.
  const failures = accountFailures(ctx.config.redisUrl, ACCOUNT_FAILURE_WINDOW_MS, 'sign-in');
  app.addHook('onClose', async () => failures.close());

  app.post(
    '/register',
    {
      ...limitedPerAddress(app, 'register', rateLimits.register, window),
      schema: {
        body: adminRegistrationSchema,
        response: { 201: adminRegistrationResponseSchema },
        operation: {
          tag,
          summary: 'Register an administrator (ADMIN_REGISTRATION policy: open, first-admin or closed)',
          auth: 'none',
          errors: [403, 409, 429],
        },
      },
    },
    async (request, reply) => {
      const payload = request.body;
      const admin = await auth.register(payload);
      return reply.code(201).send({ message: 'Admin account created successfully! You can now sign in.', admin });
    },
  );

  app.post(
    '/login',
    {
      ...signInsPerAddress,
      schema: {
        body: loginCredentialsSchema,
        response: { 200: loginResponseSchema },
        operation: { tag, summary: 'Sign in: access token, refresh token and the admin', auth: 'none', errors: [401, 403, 429] },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = normaliseEmail(email);
      await signInsPerAccount.count(request, reply, clientAddress(request), account);
      if ((await failuresOf(failures, (store) => store.count(account))) >= rateLimits.loginFailuresPerAccount) {
        reply.header('retry-after', Math.round(ACCOUNT_FAILURE_WINDOW_MS / 1000));
        throw new HttpError(429, ACCOUNT_PAUSED_MESSAGE);
      }
      try {
        return await auth.login(email, password, request.log);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) {
          const count = await failuresOf(failures, (store) => store.add(account));
          // One audit entry for the burst, when the account's sign-in pauses.
          if (count === rateLimits.loginFailuresPerAccount) await auth.recordSignInPause(account, count, request.log);
        }
        throw error;
      }
    },
  );

  // No body; the refresh token travels as the Bearer credential.
  app.post(
    '/refresh',
    {
      schema: {
        response: { 200: refreshResponseSchema },
        operation: {
          tag,
          summary: 'Trade the refresh token (Bearer) for new tokens; the refresh token rotates, a reused one ends its session',
          auth: 'refresh',
          errors: [401],
        },
      },
    },
    async (request) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1] || match[1].length > 200) throw unauthorized(INVALID_REFRESH_MESSAGE);
      return auth.refresh(match[1]);
    },
  );

  app.post(
    '/forgot-password',
    {
      ...limitedPerAddress(app, 'forgot-password', rateLimits.forgotPassword, window),
      schema: {
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
        operation: { tag, summary: 'Mail a single-use reset link; the answer is the same whether the account exists or not', auth: 'none', errors: [429] },
      },
    },
    async (request) => {
      const { email } = request.body;
      await auth.forgotPassword(email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      ...limitedPerAddress(app, 'reset-password', rateLimits.forgotPassword, window),
      schema: {
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
        operation: { tag, summary: 'Set a new password with the token of the reset link', auth: 'none', errors: [429] },
      },
    },
    async (request) => {
      const { token, new_password } = request.body;
      const email = await auth.resetPassword(token, new_password);
      // The owner proved the mailbox: guesses by others no longer pause their sign-in.
      await failuresOf(failures, (store) => store.clear(email));
      return { message: 'Your password has been reset. You can now sign in with your new password.' };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: async (request) => void (await ctx.guard.authenticate(request)),
      schema: { response: { 200: z.object({ admin: adminSchema }) }, operation: accessOperation(tag, 'The signed-in admin') },
    },
    async (request) => {
      return { admin: await auth.profile(principalOf(request)) };
    },
  );
}

/** Authenticated, under /api/admin: logout and change-password. */
export async function sessionRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = new AuthService(ctx);
  const ownPassword = ownPasswordOf(app, ctx);

  app.post(
    '/logout',
    {
      schema: {
        response: { 200: messageResponseSchema },
        operation: accessOperation(tag, 'End this session (its refresh and access tokens stop working)'),
      },
    },
    async (request) => {
      await auth.logout(principalOf(request));
      return { message: 'You have been successfully logged out' };
    },
  );

  app.put(
    '/change-password',
    {
      schema: {
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
        operation: accessOperation(
          tag,
          "Change one's password; other sessions end (a wrong current password: 403; the fifth in 15 minutes ends every session: 401)",
          [403],
        ),
      },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      await ownPassword.setOwnPassword(principalOf(request), current_password, new_password);
      return { message: 'Your password has been changed.' };
    },
  );
}
