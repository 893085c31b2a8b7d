import type { AuditLogEntry } from '@tulia/shared/contract';
import { humanize } from '@tulia/shared/ui';

/** Actions as words; the few whose value reads badly spelled out. */
const ACTION_WORDS: Partial<Record<string, string>> = {
  mark_read: 'Mark as read',
  sign_in_failed: 'Failed sign-in',
  forbidden: 'Refused request',
  login: 'Sign in',
  logout: 'Sign out',
};

export const actionLabel = (action: string) => ACTION_WORDS[action] ?? humanize(action);

/** Record types as words ('boma_group' → 'Boma group', 'request' → a refused request's address). */
const ENTITY_WORDS: Partial<Record<string, string>> = { audit_log: 'Audit log', request: 'Request', session: 'Session' };

export const entityLabel = (entity: string) => ENTITY_WORDS[entity] ?? humanize(entity);

/** The record an entry is about: its kind and id ('User #12'), or the kind alone. */
export const recordLabel = (entry: Pick<AuditLogEntry, 'entity' | 'entity_id'>) =>
  entry.entity_id === null ? entityLabel(entry.entity) : `${entityLabel(entry.entity)} #${entry.entity_id}`;

/** Who did it: the name kept at the time; nobody for a failed sign-in. */
export const actorLabel = (entry: Pick<AuditLogEntry, 'actor'>) => entry.actor?.full_name ?? 'Not signed in';
