import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  EXPORT_CONTENT_TYPE,
  exportFileName,
  exportPath,
  exportQuerySchemas,
  type AuditEntity,
  type ExportableList,
  type ExportQuery,
} from '@tulia/shared/contract';
import { recordAuditQuietly } from '../../audit/log';
import { principalOf, requireSuperAdmin } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/validation';
import { AuditLogService } from '../audit-log/service';
import { ContactMessagesService } from '../contact-messages/service';
import { today } from '../common';
import { countOf } from '../plural';
import { RafikisService } from '../rafikis/service';
import { TherapistsService } from '../therapists/service';
import { UsersService } from '../users/service';
import { EXPORT_COLUMNS, type ExportRow } from './columns';
import { csvStream } from './csv';

export const EXPORT_SUPER_ADMIN_ONLY = 'Only a super admin can export data.';

/** Rows fetched per list call while streaming: the list's largest page. */
export const EXPORT_BATCH_SIZE = 100;

/** Reads one page of a list with the export's filters and order. */
type PageReader<T> = (page: number, perPage: number) => Promise<readonly T[]>;

/** How each list is read page by page, and how the audit entry names what was exported. */
interface ExportSource<L extends ExportableList> {
  /** The list's query without paging (`exportQuerySchemas`). */
  schema: z.ZodType<ExportQuery<L>>;
  entity: AuditEntity;
  noun: readonly [singular: string, plural: string];
  open(query: ExportQuery<L>): Promise<PageReader<ExportRow<L>>>;
  /** Rows the audit entry counts apart (contact messages flagged as a risk). */
  flagged?: { test: (row: ExportRow<L>) => boolean; word: string };
}

type ExportSources = { [L in ExportableList]: ExportSource<L> };

function sourcesOf(ctx: AppContext): ExportSources {
  const users = new UsersService(ctx);
  const therapists = new TherapistsService(ctx);
  const rafikis = new RafikisService(ctx);
  const messages = new ContactMessagesService(ctx);
  const auditLog = new AuditLogService(ctx);
  return {
    users: {
      schema: exportQuerySchemas.users,
      entity: 'user',
      noun: ['user', 'users'],
      open: async (query) => async (page, perPage) => (await users.list({ ...query, page, per_page: perPage })).users,
    },
    therapists: {
      schema: exportQuerySchemas.therapists,
      entity: 'therapist',
      noun: ['therapist', 'therapists'],
      open: async (query) => async (page, perPage) => (await therapists.list({ ...query, page, per_page: perPage })).therapists,
    },
    rafikis: {
      schema: exportQuerySchemas.rafikis,
      entity: 'rafiki',
      noun: ['rafiki', 'rafikis'],
      open: async (query) => async (page, perPage) => (await rafikis.list({ ...query, page, per_page: perPage })).rafikis,
    },
    contact_messages: {
      schema: exportQuerySchemas.contact_messages,
      entity: 'contact_message',
      noun: ['contact message', 'contact messages'],
      open: async (query) => async (page, perPage) => (await messages.list({ ...query, page, per_page: perPage })).contact_messages,
      flagged: { test: (message) => message.risk_level !== 'none', word: 'flagged high or elevated' },
    },
    audit_log: {
      schema: exportQuerySchemas.audit_log,
      entity: 'audit_log',
      noun: ['audit log entry', 'audit log entries'],
      // The log grows while it is read (this export's own entry, others' actions): it is read up to where it ends now.
      open: async (query) => {
        const upToId = await auditLog.lastId();
        return async (page, perPage) => (await auditLog.list({ ...query, page, per_page: perPage }, upToId)).entries;
      },
    },
  };
}

/** Every page of a list, one batch at a time, until a short page says it was the last. */
async function* batchesOf<T>(read: (page: number) => Promise<readonly T[]>, batchSize: number): AsyncGenerator<readonly T[]> {
  for (let page = 1; ; page += 1) {
    const rows = await read(page);
    yield rows;
    if (rows.length < batchSize) return;
  }
}

/**
 * Passes the batches on and tells how many rows went out (and how many of them `flagged`
 * picks), and whether all did, once the stream ends or stops.
 */
async function* counting<T>(
  batches: AsyncIterable<readonly T[]>,
  flagged: ((row: T) => boolean) | undefined,
  done: (rows: number, flaggedRows: number, complete: boolean) => Promise<void>,
): AsyncGenerator<readonly T[]> {
  let rows = 0;
  let flaggedRows = 0;
  let complete = false;
  try {
    for await (const batch of batches) {
      rows += batch.length;
      if (flagged) flaggedRows += batch.filter(flagged).length;
      yield batch;
    }
    complete = true;
  } finally {
    await done(rows, flaggedRows, complete);
  }
}

/** The route of a list's CSV inside /api/admin: `/users/export`. */
function routeOf(list: ExportableList): string {
  return `/${exportPath(list).replace(/^admin\//, '')}`;
}

/**
 * GET /api/admin/{users,therapists,rafikis,contact-messages,audit-log}/export: the list's
 * search, filters and order, every page, streamed as CSV; super admins only, audited.
 */
export async function exportRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sources = sourcesOf(ctx);
  // Who may export is settled before the query is read: an admin gets 403 whatever the query.
  const superAdminsOnly = async (request: FastifyRequest) => requireSuperAdmin(principalOf(request), EXPORT_SUPER_ADMIN_ONLY);

  function register<L extends ExportableList>(list: L, tag: string, what: string): void {
    const source: ExportSource<L> = sources[list];
    const operation = {
      tag,
      summary: `Download ${what} as CSV (UTF-8 with BOM; the list's search, filters and order, every page; audited)`,
      auth: 'access',
      superAdminOnly: true,
      csv: true,
      errors: [403],
    } as const;
    app.get(routeOf(list), { schema: { querystring: source.schema, operation }, preValidation: superAdminsOnly }, async (request, reply) => {
      const principal = principalOf(request);
      requireSuperAdmin(principal, EXPORT_SUPER_ADMIN_ONLY);
      // Validated with source.schema; the generic list hides that type from the type provider.
      const read = await source.open(request.query as ExportQuery<L>);
      const batches = counting(
        batchesOf((page) => read(page, EXPORT_BATCH_SIZE), EXPORT_BATCH_SIZE),
        source.flagged?.test,
        async (rows, flaggedRows, complete) => {
          const [singular, plural] = source.noun;
          // Exports of crisis messages are visible as such in the log (a count, no content).
          const flagged = source.flagged && flaggedRows > 0 ? ` (${flaggedRows} ${source.flagged.word})` : '';
          const summary = `Exported ${countOf(rows, singular, plural)}${flagged}${complete ? '' : ' (the download stopped early)'}`;
          await recordAuditQuietly(ctx.db, { adminId: principal.userId, action: 'export', entity: source.entity, entityId: null, summary }, request.log);
        },
      );
      return reply
        .header('content-type', EXPORT_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(list, today())}"`)
        .header('cache-control', 'no-store')
        .send(csvStream(EXPORT_COLUMNS[list], batches));
    });
  }

  register('users', 'Users', 'the users');
  register('therapists', 'Therapists', 'the therapists');
  register('rafikis', 'Rafikis', 'the rafikis');
  register('contact_messages', 'Contact messages', 'the contact messages');
  register('audit_log', 'Audit log', 'the audit log');
}
