import type { AuditAction, AuditActor, AuditEntity, AuditLogEntry } from '@tulia/shared/contract';
import { humanize } from '@tulia/shared/ui';

/** Every action the api records, in words: a new action in the contract needs its words here. */
const ACTION_WORDS: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  approve: 'Approve',
  reject: 'Reject',
  mark_read: 'Mark as read',
  reply: 'Reply',
  close: 'Close',
  suspend: 'Suspend',
  activate: 'Activate',
  login: 'Sign in',
  logout: 'Sign out',
  register: 'Register',
  reset_password: 'Reset password',
  change_password: 'Change password',
  generate_password: 'Generate password',
  sign_in_failed: 'Failed sign-in',
  forbidden: 'Refused request',
  export: 'Export',
  purge: 'Retention clean-up',
  erase: 'Personal data erased',
  access_request: 'Personal data handed over',
  view: 'View',
  add_note: 'Add note',
  assign: 'Assign',
  set_risk: 'Set risk tier',
  acknowledge: 'Acknowledge alert',
};

const isAction = (action: string): action is AuditAction => Object.hasOwn(ACTION_WORDS, action);

/** An entry's action in words; one the contract does not know yet (a newer api) spelled out. */
export const actionLabel = (action: string) => (isAction(action) ? ACTION_WORDS[action] : humanize(action));

/** Record types as words ('boma_group' → 'Boma group', 'request' → a refused request's address). */
const ENTITY_WORDS: Partial<Record<AuditEntity, string>> = {
  audit_log: 'Audit log',
  request: 'Request',
  session: 'Session',
  data_subject: 'Person (data request)',
  retention: 'Retention',
};

export const entityLabel = (entity: string) => ENTITY_WORDS[entity as AuditEntity] ?? humanize(entity);

/** The record an entry is about: its kind and id ('User #12'), or the kind alone. */
export const recordLabel = (entry: Pick<AuditLogEntry, 'entity' | 'entity_id'>) =>
  entry.entity_id === null ? entityLabel(entry.entity) : `${entityLabel(entry.entity)} #${entry.entity_id}`;

/** An actor's name, or the account's number when no name was kept. */
const actorName = (actor: Pick<AuditActor, 'id' | 'full_name'>) => actor.full_name || (actor.id === null ? 'Unknown' : `Account #${actor.id}`);

/** Who did it: the name kept at the time; nobody for a failed sign-in. */
export const actorLabel = (entry: Pick<AuditLogEntry, 'actor'>) => (entry.actor ? actorName(entry.actor) : 'Not signed in');

/**
 * What tells the actor apart from a namesake: the account's e-mail, or that the account is
 * gone (its id is dropped on deletion). None for nobody, or an api that sends no e-mail.
 */
export const actorNote = (entry: Pick<AuditLogEntry, 'actor'>) => {
  if (!entry.actor) return null;
  if (entry.actor.email) return entry.actor.email;
  return entry.actor.id === null ? 'Deleted account' : null;
};

/** An option of the actor filter: 'Name (email)', so two admins of one name are told apart. */
export const actorOptionLabel = (actor: Pick<AuditActor, 'id' | 'full_name' | 'email'>) =>
  actor.email ? `${actorName(actor)} (${actor.email})` : actorName(actor);
