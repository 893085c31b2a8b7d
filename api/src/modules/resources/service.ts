import { eq, getTableColumns, sql } from 'drizzle-orm';
import { orderOf, resourcesSorting, type Resource, type ResourcePayload, type ResourcesListResponse, type ResourcesQuery } from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import type { Principal } from '../../auth/guard';
import { ContextService } from '../../context';
import { resources } from '../../db/schema';
import { notFound } from '../../http/errors';
import { columnsOf, pageInfo, timestampsOf } from '../common';
import { caseless, columnSorts, orderByOf, filteredPage, type SortColumns, filterOn, searchOn } from '../listing';

const audit = auditOf('resource');

/** The same expression as resources_search_trgm_idx: search matches title or description. */
const resourceSearchExpression = sql`(${resources.title} || ' ' || ${resources.description})`;

/** What the Resources cards sort by (the contract's resourcesSorting). */
const resourceSorts: SortColumns<(typeof resourcesSorting.sorts)[number]> = {
  title: caseless(resources.title),
  ...columnSorts(resources, ['category', 'resource_type', 'is_active', 'created_at', 'updated_at']),
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
    ...timestampsOf(row),
  };
}

function values(payload: ResourcePayload) {
  return columnsOf(payload, ['title', 'description', 'category', 'resource_type', 'url', 'file_url', 'phone', 'image_url', 'tags', 'is_active']);
}

export class ResourcesService extends ContextService {
  async list(query: ResourcesQuery): Promise<ResourcesListResponse> {
    const { rows, total } = await filteredPage(this.db, {
      table: resources,
      filters: [
        query.status ? eq(resources.isActive, query.status === 'active') : undefined,
        filterOn(resources.resourceType, query.resource_type),
        filterOn(resources.category, query.category),
        searchOn(resourceSearchExpression, query.search),
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
      await audit(tx, actor, 'create', row.id, `Created resource ${row.title}`);
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
      await audit(tx, actor, 'update', id, `Updated resource ${row.title}`);
      return toResource(row);
    });
  }

  async remove(actor: Principal, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.delete(resources).where(eq(resources.id, id)).returning({ title: resources.title });
      if (!row) throw notFound('Resource not found');
      await audit(tx, actor, 'delete', id, `Deleted resource ${row.title}`);
    });
  }
}
