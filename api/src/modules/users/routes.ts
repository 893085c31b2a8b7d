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
import { recordRoutes } from '../record-routes';
import { bulkUpdateUsers } from './bulk';
import { UserPasswords } from './passwords';
import { UsersService } from './service';

/** /api/admin/users. */
export async function usersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new UsersService(ctx);
  const passwords = new UserPasswords(ctx);

  const records = recordRoutes(fastify, {
    path: '/users',
    one: 'user',
    schemas: { query: usersQuerySchema, list: usersListResponseSchema, record: userResponseSchema, create: createUserSchema, update: updateUserSchema },
  });
  const { app, operation } = records;
  const ownPassword = ownPasswordOf(app, ctx);
  records.list((query) => service.list(query));
  // Before /users/:id in the OpenAPI document, as it always was.
  app.get('/users/stats', { schema: { response: { 200: userStatsSchema }, operation: operation('The stat cards of the Users screen') } }, async () =>
    service.stats(),
  );
  records.get((id) => service.get(id));
  records.create((actor, payload) => service.create(actor, payload));
  records.update(async (actor, id, payload) => records.updated(await service.update(actor, id, payload)));
  records.remove((actor, id) => service.remove(actor, id));

  // The new password is in this answer only; it is stored as a hash and never shown again.
  app.post(
    '/users/:id/generate-password',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: generatedPasswordResponseSchema },
        operation: operation('Generate a new password; it is in this answer only', [403, 404]),
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
        operation: operation("Set a user's password (one's own: with current_password)", [403, 404]),
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
        operation: operation('Suspend or activate up to 100 users in one step; one refused user refuses them all', [403, 404]),
      },
    },
    async (request) => bulkUpdateUsers(ctx, principalOf(request), request.body),
  );
}
