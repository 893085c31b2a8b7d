import { adminListKey } from '@tulia/shared/admin';
import { contactMessagesList } from './contact-messages-list';

// The cache keys of a message's triage; its calls are the messages' actions (contact-messages-resource.ts).

/** Under the messages' key: adding a note (a first response) refreshes the list and the figures too. */
export const contactNotesKey = (id: number) => [...adminListKey(contactMessagesList), 'notes', id] as const;

/**
 * The administrators a message can be assigned to. There is no list of administrators as such;
 * the audit log's actors are every admin who has ever signed in (sign-ins are audited), which
 * is who can take a message. The server refuses an id that is no longer an administrator.
 */
export const administratorsKey = ['audit-log', 'actors'] as const;
