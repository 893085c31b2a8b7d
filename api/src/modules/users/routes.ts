import type { FastifyInstance } from 'fastify';
import { bulkUsersSchema, createUserSchema, idParamsSchema, resetUserPasswordSchema, updateUserSchema, usersQuerySchema } from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { bulkUpdateUsers } from './bulk';
import { UsersService } from './service';

/** /api/admin/users (admin §7). */
export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new UsersService(ctx);

  app.get('/users', async (request) => service.list(parseInput(usersQuerySchema, request.query, 'query')));

  app.get('/users/stats', async () => service.stats());

  app.get('/users/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    return { user: await service.get(id) };
  });

  app.post('/users', async (request, reply) => {
    const user = await service.create(principalOf(request), parseInput(createUserSchema, request.body));
    return reply.code(201).send({ message: 'User created successfully', user });
  });

  app.put('/users/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const user = await service.update(principalOf(request), id, parseInput(updateUserSchema, request.body));
    return { message: 'User updated successfully', user };
  });

  app.delete('/users/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    await service.remove(principalOf(request), id);
    return { message: 'User deleted successfully' };
  });

  // The new password is in this answer only; it is stored as a hash and never shown again.
  app.post('/users/:id/generate-password', async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const password = await service.generatePassword(principalOf(request), id);
    return reply.header('Cache-Control', 'no-store').send({ message: 'A new password was generated. Share it securely: it will not be shown again.', new_password: password });
  });

  app.post('/users/:id/reset-password', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const { new_password, current_password } = parseInput(resetUserPasswordSchema, request.body);
    await service.setPassword(principalOf(request), id, new_password, 'reset_password', current_password);
    return { message: 'The password has been reset.' };
  });

  app.post('/users/bulk', async (request) => bulkUpdateUsers(ctx, principalOf(request), parseInput(bulkUsersSchema, request.body)));
}
