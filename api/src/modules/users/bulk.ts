import { inArray } from 'drizzle-orm';
import type { BulkResult, BulkUsersPayload } from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import { lockForDecision, OWN_ACCOUNT, SUPER_ADMIN_ONLY } from '../../auth/account-rules';
import type { Principal } from '../../auth/guard';
import { revokeSessionsOf } from '../../auth/service';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { countOf } from '../plural';

const audit = auditOf('user');

const BULK_STATUS = { suspend: 'suspended', activate: 'active' } as const;
const DONE = { suspend: 'suspended', activate: 'activated' } as const;
const SUMMARY = { suspend: 'Suspended user', activate: 'Activated user' } as const;

/**
 * POST /api/admin/users/bulk: suspends or activates the selected users in one transaction,
 * with the rules of the one-at-a-time edit. One refused row refuses them all (403 naming it),
 * an unknown id is a 404; users already in the asked status are left as they are and not
 * counted. Each changed user gets its own audit entry, so its History shows the change.
 */
export async function bulkUpdateUsers(ctx: AppContext, actor: Principal, { ids, action }: BulkUsersPayload): Promise<BulkResult> {
  const status = BULK_STATUS[action];
  const changed = await ctx.db.transaction(async (tx) => {
    // The selected rows and the actor's own, locked in id order (see lockForDecision).
    const { level, rows: locked } = await lockForDecision(tx, actor, ids);
    const rows = [...new Set(ids)].flatMap((id) => locked.get(id) ?? []).sort((a, b) => a.id - b.id);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(`User ${missing} not found`);
    for (const row of rows) {
      if (row.isAdmin && level !== 'super_admin') throw forbidden(`${SUPER_ADMIN_ONLY.change} ${row.fullName} is an administrator.`);
      if (row.id === actor.userId && status !== 'active') throw forbidden(OWN_ACCOUNT.access);
    }
    const toChange = rows.filter((row) => row.status !== status);
    if (toChange.length === 0) return toChange;
    await tx
      .update(users)
      .set({ status, updatedAt: new Date() })
      .where(
        inArray(
          users.id,
          toChange.map((row) => row.id),
        ),
      );
    for (const row of toChange) {
      // Being suspended ends the account's sessions at once, as in the one-at-a-time edit.
      if (row.status === 'active') await revokeSessionsOf(tx, row.id, 'account changed');
      await audit(tx, actor, action, row.id, `${SUMMARY[action]} ${row.fullName}`);
    }
    return toChange;
  });
  for (const row of changed) ctx.guard.forgetUser(row.id);
  return { message: `${countOf(changed.length, 'user')} ${DONE[action]}`, updated: changed.length };
}
