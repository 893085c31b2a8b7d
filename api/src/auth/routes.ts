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
import { limitedTo } from '../http/rate-limits';
import { parseInput } from '../http/validation';
import { principalOf } from './guard';
import { AuthService, FORGOT_PASSWORD_MESSAGE, INVALID_REFRESH_MESSAGE } from './service';

function loginKey(request: { ip: string; body: unknown }): string {
  const body = request.body;
  const email = typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

/** Public: /api/auth/admin/{register,login,refresh,forgot-password,reset-password}; profile needs a token. */
export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const auth = new AuthService(ctx);
  const { rateLimits } = ctx.config;

  app.post('/register', { config: limitedTo(rateLimits.register, rateLimits.windowMs) }, async (request, reply) => {
    const payload = parseInput(adminRegistrationSchema, request.body);
    const admin = await auth.register(payload);
    return reply.code(201).send({ message: 'Admin account created successfully! You can now sign in.', admin });
  });

  app.post('/login', { config: limitedTo(rateLimits.login, rateLimits.windowMs, loginKey) }, async (request) => {
    const { email, password } = parseInput(loginCredentialsSchema, request.body);
    return auth.login(email, password, request.log);
  });

  // Admin §7: no body; the refresh token travels as the Bearer credential.
  app.post('/refresh', async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || match[1].length > 200) throw unauthorized(INVALID_REFRESH_MESSAGE);
    return auth.refresh(match[1]);
  });

  app.post('/forgot-password', { config: limitedTo(rateLimits.forgotPassword, rateLimits.windowMs) }, async (request) => {
    const { email } = parseInput(forgotPasswordSchema, request.body);
    await auth.forgotPassword(email);
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  app.post('/reset-password', { config: limitedTo(rateLimits.forgotPassword, rateLimits.windowMs) }, async (request) => {
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
