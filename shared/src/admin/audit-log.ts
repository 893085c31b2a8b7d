import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  DEFAULT_PER_PAGE,
  auditActorsResponseSchema,
  auditLogListResponseSchema,
  auditLogSorting,
} from '@tulia/shared/contract';
import { sharedKeys } from './keys';
import { defineAdminList } from './admin-list';

/**
 * The audit log as a list: newest first, filtered by who (an admin's id), what (the action),
 * which kind of record, and a range of days (From and To, both included, empty for open).
 * Its name is the key every admin change invalidates, so the log shows a change at once.
 * Defined here because more than the Audit Log screen reads it: a record's History, and the
 * administrators a contact message can be assigned to (its actors).
 */
export const auditLogList = defineAdminList({
  name: sharedKeys.auditLog[0],
  path: 'admin/audit-log',
  listKey: 'entries',
  listSchema: auditLogListResponseSchema,
  perPage: DEFAULT_PER_PAGE.other,
  filters: {
    actor_id: { default: 'all' },
    action: { default: 'all', values: ['all', ...AUDIT_ACTIONS] },
    entity: { default: 'all', values: ['all', ...AUDIT_ENTITIES] },
    from: { default: '' },
    to: { default: '' },
  },
  sorting: auditLogSorting,
  actions: {
    /** Every admin who appears in the log (sign-ins are audited, so every admin who ever signed in). */
    actors: { method: 'get', on: 'list', path: 'actors', schema: auditActorsResponseSchema },
  },
  texts: {
    caption: 'Audit log, newest first',
    failure: 'Failed to fetch the audit log',
    empty: { title: 'No entries found', unfiltered: 'Admin actions will appear here as they happen.' },
    noun: 'entries',
  },
});
