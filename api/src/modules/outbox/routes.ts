import { and, count, desc, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { outboxListResponseSchema, outboxQuerySchema, type OutboxListResponse } from '@tulia/shared/contract';
import { principalOf, requireSuperAdmin } from '../../auth/guard';
import type { AppContext } from '../../context';
import { outbox } from '../../db/schema';
import type { ZodTypeProvider } from '../../http/validation';
import { filterOn, searchOn } from '../listing';
import { iso, isoOrNull, matches, offsetOf, pageInfo } from '../common';

/**
 * GET /api/admin/outbox: the mail the api wrote (password resets, contact replies), newest
 * first, for super admins only. A reset link grants access to its account, so it shows only
 * to its recipient (never to another super admin), and only until it is delivered; delivered
 * mail and mail past the retention period keep their envelope, not their text.
 */
export async function outboxRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    querystring: outboxQuerySchema,
    response: { 200: outboxListResponseSchema },
    operation: { tag: 'Mail', summary: 'Mail written by the api (password resets, contact replies)', auth: 'access', superAdminOnly: true, errors: [403] },
  } as const;
  // Who may read it is settled before the query is read: an admin gets 403 whatever the query.
  const superAdminsOnly = async (request: FastifyRequest) => requireSuperAdmin(principalOf(request), 'Only a super admin can read the outbox.');
  app.get('/outbox', { schema, preValidation: superAdminsOnly }, async (request): Promise<OutboxListResponse> => {
    const principal = principalOf(request);
    requireSuperAdmin(principal, 'Only a super admin can read the outbox.');
    const query = request.query;
    const conditions: (SQL | undefined)[] = [
      filterOn(outbox.kind, query.kind),
      searchOn(outbox.to, query.to),
      query.search ? or(matches(outbox.to, query.search), matches(outbox.subject, query.search)) : undefined,
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(query.per_page)
        .offset(offsetOf(query.page, query.per_page)),
      ctx.db.select({ value: count() }).from(outbox).where(where),
    ]);
    return {
      outbox: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        body: ctx.mailer.bodyFor(row, principal.email),
        kind: row.kind,
        created_at: iso(row.createdAt),
        sent_at: isoOrNull(row.sentAt),
        last_error: row.lastError,
      })),
      ...pageInfo(total?.value ?? 0, query.page, query.per_page),
    };
  });
}
