import { eq, getTableColumns, sql } from 'drizzle-orm';
import { orderOf, resourcesSorting, type Resource, type ResourcePayload, type ResourcesListResponse, type ResourcesQuery } from '@tulia/shared/contract';
import { recordAudit } from '../../audit/log';
import type { Principal } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { resources } from '../../db/schema';
import { notFound } from '../../http/errors';
import { columnsOf, iso, matches, pageInfo } from '../common';
import { caseless, orderByOf, filteredPage, type SortColumns } from '../listing';

/** The same expression as resources_search_trgm_idx: search matches title or description. */
const resourceSearchExpression = sql`(${resources.title} || ' ' || ${resources.description})`;

/** What the Resources cards sort by (the contract's resourcesSorting). */
const resourceSorts: SortColumns<(typeof resourcesSorting.sorts)[number]> = {
  title: caseless(resources.title),
  category: resources.category,
  resource_type: resources.resourceType,
  is_active: resources.isActive,
  created_at: resources.createdAt,
  updated_at: resources.updatedAt,
};

function toResource(row: typeof resources.$inferSelect): Resource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    resource_type: row.resourceType,
    url: row.url,
    file_url: row.fileUrl,
    phone: row.phone,
    image_url: row.imageUrl,
    tags: row.tags,
    is_active: row.isActive,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function values(payload: ResourcePayload) {
  return columnsOf(payload, ['title', 'description', 'category', 'resource_type', 'url', 'file_url', 'phone', 'image_url', 'tags', 'is_active']);
}

export class ResourcesService {
  constructor(private readonly ctx: AppContext) {}

  private get db(): Database {
    return this.ctx.db;
  }

  async list(query: ResourcesQuery): Promise<ResourcesListResponse> {
    const { rows, total } = await filteredPage(this.db, {
      table: resources,
      filters: [
        query.status ? eq(resources.isActive, query.status === 'active') : undefined,
        query.resource_type ? eq(resources.resourceType, query.resource_type) : undefined,
        query.category ? eq(resources.category, query.category) : undefined,
        query.search ? matches(resourceSearchExpression, query.search) : undefined,
      ],
      order: orderByOf(resourceSorts, resources.id, orderOf(resourcesSorting, query)),
      query,
      select: (total) => this.db.select({ ...getTableColumns(resources), total }).from(resources),
    });
    return { resources: rows.map(toResource), ...pageInfo(total, query.page, query.per_page) };
  }

  async get(id: number): Promise<Resource> {
    const [row] = await this.db.select().from(resources).where(eq(resources.id, id)).limit(1);
    if (!row) throw notFound('Resource not found');
    return toResource(row);
  }

  async create(actor: Principal, payload: ResourcePayload): Promise<Resource> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(resources).values(values(payload)).returning();
      if (!row) throw new Error('The new resource was not returned');
      await recordAudit(tx, { adminId: actor.userId, action: 'create', entity: 'resource', entityId: row.id, summary: `Created resource ${row.title}` });
      return toResource(row);
    });
  }

  async update(actor: Principal, id: number, payload: ResourcePayload): Promise<Resource> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(resources)
        .set({ ...values(payload), updatedAt: new Date() })
        .where(eq(resources.id, id))
        .returning();
      if (!row) throw notFound('Resource not found');
      await recordAudit(tx, { adminId: actor.userId, action: 'update', entity: 'resource', entityId: id, summary: `Updated resource ${row.title}` });
      return toResource(row);
    });
  }

  async remove(actor: Principal, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.delete(resources).where(eq(resources.id, id)).returning({ title: resources.title });
      if (!row) throw notFound('Resource not found');
      await recordAudit(tx, { adminId: actor.userId, action: 'delete', entity: 'resource', entityId: id, summary: `Deleted resource ${row.title}` });
    });
  }
}
