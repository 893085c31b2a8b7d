import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  bomaGroupsSorting,
  orderOf,
  type BomaGroup,
  type BomaGroupsListResponse,
  type BomaGroupsQuery,
  type CreateBomaGroupPayload,
  type GroupCreator,
  type GroupManager,
  type UpdateBomaGroupPayload,
} from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import type { Principal } from '../../auth/guard';
import { ContextService } from '../../context';
import type { Database } from '../../db/client';
import { bomaGroupMembers, bomaGroups, rafikis, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { columnsOf, pageInfo, timestampsOf } from '../common';
import { caseless, columnSorts, orderByOf, filteredPage, type SortColumns, filterOn, searchOn } from '../listing';

const audit = auditOf('boma_group');

type GroupRow = typeof bomaGroups.$inferSelect;

/** The same expression as boma_groups_search_trgm_idx: search matches name or description. */
const groupSearchExpression = sql`(${bomaGroups.name} || ' ' || ${bomaGroups.description})`;

/** What the Boma Groups cards sort by (the contract's bomaGroupsSorting). */
const groupSorts: SortColumns<(typeof bomaGroupsSorting.sorts)[number]> = {
  name: caseless(bomaGroups.name),
  ...columnSorts(bomaGroups, ['category', 'status', 'created_at', 'updated_at']),
};

// Written out: Drizzle leaves columns unqualified in a one-table select, which a correlated
// subquery would read as its own table's columns.
const isRafiki = sql<boolean>`exists(select 1 from "rafikis" r where r."user_id" = "users"."id")`;

/** Adds creator, managers and the real member count to group rows (three queries for any number of rows). */
export async function hydrateGroups(db: Database, rows: GroupRow[]): Promise<BomaGroup[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const creatorIds = [...new Set(rows.map((row) => row.createdBy).filter((id): id is number => id !== null))];
  const [counts, managers, creators] = await Promise.all([
    db
      .select({ groupId: bomaGroupMembers.groupId, value: count() })
      .from(bomaGroupMembers)
      .where(inArray(bomaGroupMembers.groupId, ids))
      .groupBy(bomaGroupMembers.groupId),
    db
      .select({
        groupId: bomaGroupMembers.groupId,
        role: bomaGroupMembers.role,
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        username: users.username,
        isRafiki,
      })
      .from(bomaGroupMembers)
      .innerJoin(users, eq(users.id, bomaGroupMembers.userId))
      .where(and(inArray(bomaGroupMembers.groupId, ids), inArray(bomaGroupMembers.role, ['manager', 'moderator'])))
      .orderBy(bomaGroupMembers.role, bomaGroupMembers.joinedAt, users.id),
    creatorIds.length
      ? db.select({ id: users.id, fullName: users.fullName, email: users.email, isRafiki }).from(users).where(inArray(users.id, creatorIds))
      : Promise.resolve([]),
  ]);
  const countOf = new Map(counts.map((row) => [row.groupId, row.value]));
  const creatorOf = new Map<number, GroupCreator>(
    creators.map((row) => [row.id, { id: row.id, full_name: row.fullName, email: row.email, is_rafiki: row.isRafiki }]),
  );
  const managersOf = new Map<number, GroupManager[]>();
  for (const row of managers) {
    if (row.role === 'member') continue;
    const list = managersOf.get(row.groupId) ?? [];
    list.push({ id: row.id, full_name: row.fullName, email: row.email, username: row.username, is_rafiki: row.isRafiki, role: row.role });
    managersOf.set(row.groupId, list);
  }
  return rows.map((row) => {
    const members = countOf.get(row.id) ?? 0;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      tags: row.tags,
      image_url: row.imageUrl,
      is_private: row.isPrivate,
      status: row.status,
      is_active: row.status === 'active',
      assigned_rafiki_id: row.assignedRafikiId,
      created_by: row.createdBy,
      creator: row.createdBy !== null ? (creatorOf.get(row.createdBy) ?? null) : null,
      managers: managersOf.get(row.id) ?? [],
      real_member_count: members,
      member_count: members,
      ...timestampsOf(row),
    };
  });
}

/**
 * Makes the chosen rafiki the group's manager (sent on create, update and
 * suggestion approval). The previously assigned rafiki stays a member.
 */
export async function assignRafiki(tx: Database, groupId: number, rafikiId: number | null, previousRafikiId: number | null): Promise<void> {
  if (rafikiId === previousRafikiId) return;
  if (previousRafikiId !== null) {
    const [previous] = await tx.select({ userId: rafikis.userId }).from(rafikis).where(eq(rafikis.id, previousRafikiId)).limit(1);
    if (previous) {
      await tx
        .update(bomaGroupMembers)
        .set({ role: 'member' })
        .where(and(eq(bomaGroupMembers.groupId, groupId), eq(bomaGroupMembers.userId, previous.userId), eq(bomaGroupMembers.role, 'manager')));
    }
  }
  if (rafikiId !== null) {
    const [rafiki] = await tx.select({ userId: rafikis.userId, status: rafikis.status }).from(rafikis).where(eq(rafikis.id, rafikiId)).limit(1);
    if (!rafiki) throw badRequest('Assigned rafiki not found', { errors: [{ field: 'assigned_rafiki_id', message: 'Assigned rafiki not found' }] });
    if (rafiki.status !== 'active') {
      throw badRequest('Assigned rafiki must be an active rafiki', {
        errors: [{ field: 'assigned_rafiki_id', message: 'Assigned rafiki must be an active rafiki' }],
      });
    }
    await tx
      .insert(bomaGroupMembers)
      .values({ groupId, userId: rafiki.userId, role: 'manager' })
      .onConflictDoUpdate({ target: [bomaGroupMembers.groupId, bomaGroupMembers.userId], set: { role: 'manager' } });
  }
  await tx.update(bomaGroups).set({ assignedRafikiId: rafikiId }).where(eq(bomaGroups.id, groupId));
}

/** The group's own columns from a create or update payload (the rafiki is assigned apart). */
function groupColumns(payload: UpdateBomaGroupPayload) {
  return columnsOf(payload, ['name', 'description', 'category', 'tags', 'image_url', 'is_private', 'status']);
}

/** Creates a group for an admin; used by the form and by suggestion approval. */
export async function insertGroup(tx: Database, actor: Principal, payload: CreateBomaGroupPayload): Promise<number> {
  const [created] = await tx
    .insert(bomaGroups)
    .values({
      ...groupColumns(payload),
      // The creator is the authenticated admin, whatever the client sends.
      createdBy: actor.userId,
    })
    .returning({ id: bomaGroups.id });
  if (!created) throw new Error('The new group was not returned');
  await assignRafiki(tx, created.id, payload.assigned_rafiki_id ?? null, null);
  return created.id;
}

export class BomaGroupsService extends ContextService {
  async list(query: BomaGroupsQuery): Promise<BomaGroupsListResponse> {
    const { rows, total } = await filteredPage(this.db, {
      table: bomaGroups,
      filters: [filterOn(bomaGroups.status, query.status), filterOn(bomaGroups.category, query.category), searchOn(groupSearchExpression, query.search)],
      order: orderByOf(groupSorts, bomaGroups.id, orderOf(bomaGroupsSorting, query)),
      query,
      select: (total) => this.db.select({ ...getTableColumns(bomaGroups), total }).from(bomaGroups),
    });
    return { boma_groups: await hydrateGroups(this.db, rows), ...pageInfo(total, query.page, query.per_page) };
  }

  async get(id: number, db: Database = this.db): Promise<BomaGroup> {
    const rows = await db.select().from(bomaGroups).where(eq(bomaGroups.id, id)).limit(1);
    const [group] = await hydrateGroups(db, rows);
    if (!group) throw notFound('Boma group not found');
    return group;
  }

  async create(actor: Principal, payload: CreateBomaGroupPayload): Promise<BomaGroup> {
    return this.db.transaction(async (tx) => {
      const id = await insertGroup(tx, actor, payload);
      await audit(tx, actor, 'create', id, `Created boma group ${payload.name}`);
      return this.get(id, tx);
    });
  }

  async update(actor: Principal, id: number, payload: UpdateBomaGroupPayload): Promise<BomaGroup> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(bomaGroups).where(eq(bomaGroups.id, id)).limit(1);
      if (!current) throw notFound('Boma group not found');
      await tx
        .update(bomaGroups)
        .set({ ...groupColumns(payload), updatedAt: new Date() })
        .where(eq(bomaGroups.id, id));
      // Absent: keep the assigned rafiki; null: none.
      if (payload.assigned_rafiki_id !== undefined) await assignRafiki(tx, id, payload.assigned_rafiki_id, current.assignedRafikiId);
      await audit(tx, actor, 'update', id, `Updated boma group ${payload.name}`);
      return this.get(id, tx);
    });
  }

  async remove(actor: Principal, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(bomaGroups).where(eq(bomaGroups.id, id)).returning({ name: bomaGroups.name });
      if (!deleted) throw notFound('Boma group not found');
      await audit(tx, actor, 'delete', id, `Deleted boma group ${deleted.name}`);
    });
  }
}
