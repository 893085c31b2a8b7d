import type { FastifyInstance } from 'fastify';
import {
  adminRegistrationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginCredentialsSchema,
  resetPasswordSchema,
} from '@tulia/shared/contract';
import type { AppContext } from '../context';
import { unauthorized } from '../http/errors';
import { clientAddress } from '../http/client-address';
import { limitedPerAddress, limiter } from '../http/rate-limits';
import { parseInput } from '../http/validation';
import { principalOf } from './guard';
import { AuthService, FORGOT_PASSWORD_MESSAGE, INVALID_REFRESH_MESSAGE, normaliseEmail } from './service';

/** Public: /api/auth/admin/{register,login,refresh,forgot-password,reset-password}; profile needs a token. */
export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const auth = new AuthService(ctx);
  const { rateLimits, loginPerAddress } = ctx.config;
  const window = rateLimits.windowMs;
  // Sign-in: a cap per address across e-mails (each attempt costs a password hash), then a
  // limit per address and e-mail, keyed only once the e-mail is known to be one.
  const signInsPerAddress = limitedPerAddress(app, 'login-address', loginPerAddress ?? 3 * rateLimits.login, window);
  const signInsPerAccount = limiter(app, 'login', rateLimits.login, window);

  app.post('/register', limitedPerAddress(app, 'register', rateLimits.register, window), async (request, reply) => {
    const payload = parseInput(adminRegistrationSchema, request.body);
    const admin = await auth.register(payload);
    return reply.code(201).send({ message: 'Admin account created successfully! You can now sign in.', admin });
  });

  app.post('/login', signInsPerAddress, async (request, reply) => {
    const { email, password } = parseInput(loginCredentialsSchema, request.body);
    await signInsPerAccount.count(request, reply, clientAddress(request), normaliseEmail(email));
    return auth.login(email, password, request.log);
  });

  // Admin §7: no body; the refresh token travels as the Bearer credential.
  app.post('/refresh', async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || match[1].length > 200) throw unauthorized(INVALID_REFRESH_MESSAGE);
    return auth.refresh(match[1]);
  });

  app.post('/forgot-password', limitedPerAddress(app, 'forgot-password', rateLimits.forgotPassword, window), async (request) => {
    const { email } = parseInput(forgotPasswordSchema, request.body);
    await auth.forgotPassword(email);
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  app.post('/reset-password', limitedPerAddress(app, 'reset-password', rateLimits.forgotPassword, window), async (request) => {
    const { token, new_password } = parseInput(resetPasswordSchema, request.body);
    await auth.resetPassword(token, new_password);
    return { message: 'Your password has been reset. You can now sign in with your new password.' };
  });

  app.get('/profile', { onRequest: async (request) => void (await ctx.guard.authenticate(request)) }, async (request) => {
    return { admin: await auth.profile(principalOf(request)) };
  });
}

/** Authenticated, under /api/admin: logout and change-password. */
export async function sessionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const auth = new AuthService(ctx);

  app.post('/logout', async (request) => {
    await auth.logout(principalOf(request));
    return { message: 'You have been successfully logged out' };
  });

  app.put('/change-password', async (request) => {
    const { current_password, new_password } = parseInput(changePasswordSchema, request.body);
    await auth.changePassword(principalOf(request), current_password, new_password);
    return { message: 'Your password has been changed.' };
  });
}
