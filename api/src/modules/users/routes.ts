import type { FastifyInstance } from 'fastify';
import {
  bulkResultSchema,
  bulkUsersSchema,
  createUserSchema,
  generatedPasswordResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  resetUserPasswordSchema,
  updateUserSchema,
  userResponseSchema,
  usersListResponseSchema,
  usersQuerySchema,
  userStatsSchema,
} from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import { ownPasswordOf } from '../../auth/own-password';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/validation';
import { bulkUpdateUsers } from './bulk';
import { UserPasswords } from './passwords';
import { UsersService } from './service';

const tag = 'Users';

/** /api/admin/users. */
export async function usersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new UsersService(ctx);
  const passwords = new UserPasswords(ctx);
  const ownPassword = ownPasswordOf(app, ctx);

  app.get(
    '/users',
    {
      schema: {
        querystring: usersQuerySchema,
        response: { 200: usersListResponseSchema },
        operation: { tag, summary: 'List users (search, filters, sort, paging)', auth: 'access' },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/users/stats',
    { schema: { response: { 200: userStatsSchema }, operation: { tag, summary: 'The stat cards of the Users screen', auth: 'access' } } },
    async () => service.stats(),
  );

  app.get(
    '/users/:id',
    { schema: { params: idParamsSchema, response: { 200: userResponseSchema }, operation: { tag, summary: 'One user', auth: 'access', errors: [404] } } },
    async (request) => {
      const { id } = request.params;
      return { user: await service.get(id) };
    },
  );

  app.post(
    '/users',
    { schema: { body: createUserSchema, response: { 201: userResponseSchema }, operation: { tag, summary: 'Create a user', auth: 'access', errors: [409] } } },
    async (request, reply) => {
      const user = await service.create(principalOf(request), request.body);
      return reply.code(201).send({ message: 'User created successfully', user });
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: userResponseSchema },
        operation: { tag, summary: 'Update a user', auth: 'access', errors: [404, 409] },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = await service.update(principalOf(request), id, request.body);
      return { message: 'User updated successfully', user };
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema }, operation: { tag, summary: 'Delete a user', auth: 'access', errors: [404] } },
    },
    async (request) => {
      const { id } = request.params;
      await service.remove(principalOf(request), id);
      return { message: 'User deleted successfully' };
    },
  );

  // The new password is in this answer only; it is stored as a hash and never shown again.
  app.post(
    '/users/:id/generate-password',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: generatedPasswordResponseSchema },
        operation: { tag, summary: 'Generate a new password; it is in this answer only', auth: 'access', errors: [403, 404] },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const password = await passwords.generatePassword(principalOf(request), id);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ message: 'A new password was generated. Share it securely: it will not be shown again.', new_password: password });
    },
  );

  app.post(
    '/users/:id/reset-password',
    {
      schema: {
        params: idParamsSchema,
        body: resetUserPasswordSchema,
        response: { 200: messageResponseSchema },
        operation: { tag, summary: "Set a user's password (one's own: with current_password)", auth: 'access', errors: [403, 404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { new_password, current_password } = request.body;
      const actor = principalOf(request);
      // One's own row: as Change Password, with the current password.
      if (id === actor.userId) await ownPassword.setOwnPassword(actor, current_password, new_password);
      else await passwords.setPassword(actor, id, new_password, 'reset_password');
      return { message: 'The password has been reset.' };
    },
  );

  app.post(
    '/users/bulk',
    {
      schema: {
        body: bulkUsersSchema,
        response: { 200: bulkResultSchema },
        operation: { tag, summary: 'Suspend or activate up to 100 users in one step; one refused user refuses them all', auth: 'access', errors: [403, 404] },
      },
    },
    async (request) => bulkUpdateUsers(ctx, principalOf(request), request.body),
  );
}
