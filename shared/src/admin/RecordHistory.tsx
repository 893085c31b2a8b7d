import { Text } from '@tulia/shared/chakra';
import type { AuditEntity } from '@tulia/shared/contract';
import { formatDateTime, humanize } from '@tulia/shared/ui';
import { auditLogList } from './audit-log';
import { RecordSection } from './RecordSection';
import { sharedKeys } from './keys';
import { useAdminQuery } from './useAdminQuery';

/** How many changes a details dialog shows; the Audit Log screen has the rest. */
const HISTORY_SIZE = 10;

/** Who, beyond a name two administrators may share: their e-mail when the account still exists. */
function actorLabel(actor: { full_name: string; email?: string | null } | null | undefined): string {
  if (!actor) return 'Unknown';
  return actor.email ? `${actor.full_name} (${actor.email})` : actor.full_name;
}

/**
 * The History section of a record's details dialog: the latest changes to it from the audit
 * log, newest first, with who made them. Refreshed with the audit log after any change.
 */
export function RecordHistory({ entity, entityId }: { entity: AuditEntity; entityId: number }) {
  const history = useAdminQuery([...sharedKeys.auditLog, 'record', entity, entityId], (signal) =>
    auditLogList.api.list({ entity, entity_id: entityId, per_page: HISTORY_SIZE, sort: 'at', order: 'desc' }, signal),
  );
  return (
    <RecordSection
      id={`history-${entity}-${entityId}`}
      title="History"
      query={history}
      entries={history.data?.entries ?? []}
      texts={{ loading: 'Loading history...', failure: 'Failed to fetch history', empty: 'No recorded changes yet.' }}
      entryKey={(entry) => entry.id}
      renderEntry={(entry) => (
        <>
          <Text color="gray.900">{entry.summary}</Text>
          <Text color="gray.700">
            {humanize(entry.action)} · {actorLabel(entry.actor)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Text>
        </>
      )}
    />
  );
}
