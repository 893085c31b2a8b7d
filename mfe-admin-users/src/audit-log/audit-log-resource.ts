import { AUDIT_ACTIONS, AUDIT_ENTITIES, DEFAULT_PER_PAGE, auditLogListResponseSchema, auditLogSorting } from '@tulia/shared/contract';
import { defineResource } from '@tulia/shared/resources';

/**
 * The audit log as a list: newest first, filtered by who (an admin's id), what (the action),
 * which kind of record, and a range of days (From and To, both included, empty for open).
 * Its name is the key every admin change invalidates, so the log shows a change at once.
 */
export const auditLogResource = defineResource({
  name: 'audit-log',
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
});
