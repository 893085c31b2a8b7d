import { aliasedTable, eq, sql, type SQL } from 'drizzle-orm';
import {
  groupSuggestionsSorting,
  orderOf,
  type BomaGroup,
  type GroupSuggestion,
  type ReviewSuggestionPayload,
  type SuggestionsListResponse,
  type SuggestionsQuery,
} from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import type { Principal } from '../../auth/guard';
import { ContextService } from '../../context';
import type { Database } from '../../db/client';
import { bomaGroupMembers, groupSuggestions, rafikis, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { BomaGroupsService, insertGroup } from '../boma-groups/service';
import { iso, isoOrNull, pageInfo } from '../common';
import { caseless, orderByOf, filteredPage, totalColumn, type SortColumns, filterOn, searchOn } from '../listing';

const auditBomaGroup = auditOf('boma_group');
const audit = auditOf('group_suggestion');

/** The same expression as group_suggestions_search_trgm_idx. */
const suggestionSearchExpression = sql`(${groupSuggestions.groupName} || ' ' || ${groupSuggestions.description} || ' ' || ${groupSuggestions.suggestedByName})`;

/** What the Group Suggestions table sorts by (the contract's groupSuggestionsSorting). */
const suggestionSorts: SortColumns<(typeof groupSuggestionsSorting.sorts)[number]> = {
  group_name: caseless(groupSuggestions.groupName),
  category: groupSuggestions.category,
  suggested_by_name: caseless(groupSuggestions.suggestedByName),
  status: groupSuggestions.status,
  suggested_at: groupSuggestions.suggestedAt,
};

const rafikiUser = aliasedTable(users, 'rafiki_user');

const columns = {
  suggestion: groupSuggestions,
  rafikiName: rafikiUser.fullName,
  rafikiEmail: rafikiUser.email,
};

type Row = { suggestion: typeof groupSuggestions.$inferSelect; rafikiName: string | null; rafikiEmail: string | null };

function toSuggestion({ suggestion, rafikiName, rafikiEmail }: Row): GroupSuggestion {
  return {
    id: suggestion.id,
    group_name: suggestion.groupName,
    description: suggestion.description,
    category: suggestion.category,
    reasoning: suggestion.reasoning,
    status: suggestion.status,
    suggested_at: iso(suggestion.suggestedAt),
    suggested_by_user_id: suggestion.suggestedByUserId,
    suggested_by_name: suggestion.suggestedByName,
    suggested_by_email: suggestion.suggestedByEmail,
    assigned_rafiki_id: suggestion.assignedRafikiId,
    assigned_rafiki:
      suggestion.assignedRafikiId !== null && rafikiName !== null ? { id: suggestion.assignedRafikiId, full_name: rafikiName, email: rafikiEmail ?? '' } : null,
    admin_notes: suggestion.adminNotes,
    reviewed_at: isoOrNull(suggestion.reviewedAt),
    boma_group_id: suggestion.bomaGroupId,
  };
}

export class GroupSuggestionsService extends ContextService {
  /** The suggestions with their assigned rafiki; `total` is the list's count when the page asks for it. */
  private select(db: Database, total: SQL<number> = totalColumn(false)) {
    return db
      .select({ ...columns, total })
      .from(groupSuggestions)
      .leftJoin(rafikis, eq(rafikis.id, groupSuggestions.assignedRafikiId))
      .leftJoin(rafikiUser, eq(rafikiUser.id, rafikis.userId));
  }

  async list(query: SuggestionsQuery): Promise<SuggestionsListResponse> {
    const { rows, total } = await filteredPage(this.db, {
      table: groupSuggestions,
      filters: [filterOn(groupSuggestions.status, query.status), searchOn(suggestionSearchExpression, query.search)],
      order: orderByOf(suggestionSorts, groupSuggestions.id, orderOf(groupSuggestionsSorting, query)),
      query,
      select: (total) => this.select(this.db, total),
    });
    return { suggestions: rows.map(toSuggestion), ...pageInfo(total, query.page, query.per_page) };
  }

  async get(id: number, db: Database = this.db): Promise<GroupSuggestion> {
    const [row] = await this.select(db).where(eq(groupSuggestions.id, id)).limit(1);
    if (!row) throw notFound('Group suggestion not found');
    return toSuggestion(row);
  }

  /**
   * Approving creates the boma group, with the chosen rafiki as its manager and the person
   * who suggested it as a member, in the same transaction as the status change.
   */
  async review(actor: Principal, id: number, payload: ReviewSuggestionPayload): Promise<{ suggestion: GroupSuggestion; group?: BomaGroup }> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(groupSuggestions).where(eq(groupSuggestions.id, id)).limit(1).for('update');
      if (!current) throw notFound('Group suggestion not found');
      if (current.status !== 'pending') throw conflict(`This suggestion was already ${current.status}; only pending suggestions can be reviewed.`);
      if (payload.status === 'rejected') {
        await tx
          .update(groupSuggestions)
          .set({ status: 'rejected', adminNotes: payload.notes, reviewedAt: new Date(), reviewedBy: actor.userId })
          .where(eq(groupSuggestions.id, id));
        await audit(tx, actor, 'reject', id, `Rejected the group suggestion ${current.groupName}: ${payload.notes}`);
        return { suggestion: await this.get(id, tx) };
      }
      const rafikiId = payload.assigned_rafiki_id ?? null;
      const groupId = await insertGroup(tx, actor, {
        name: current.groupName,
        description: current.description,
        category: current.category,
        tags: [],
        image_url: null,
        is_private: false,
        status: 'active',
        assigned_rafiki_id: rafikiId,
      });
      if (current.suggestedByUserId !== null) {
        await tx.insert(bomaGroupMembers).values({ groupId, userId: current.suggestedByUserId, role: 'member' }).onConflictDoNothing();
      }
      await tx
        .update(groupSuggestions)
        .set({
          status: 'approved',
          adminNotes: payload.notes,
          assignedRafikiId: rafikiId,
          reviewedAt: new Date(),
          reviewedBy: actor.userId,
          bomaGroupId: groupId,
        })
        .where(eq(groupSuggestions.id, id));
      await audit(tx, actor, 'approve', id, `Approved the group suggestion ${current.groupName}`);
      await auditBomaGroup(tx, actor, 'create', groupId, `Created boma group ${current.groupName} from a suggestion`);
      const group = await new BomaGroupsService(this.ctx).get(groupId, tx);
      return { suggestion: await this.get(id, tx), group };
    });
  }
}
