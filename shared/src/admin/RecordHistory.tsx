import { Box, Button, Heading, Stack, Text } from '@tulia/shared/chakra';
import type { AuditEntity } from '@tulia/shared/contract';
import { formatDateTime, humanize } from '@tulia/shared/ui';
import { auditLogList } from './audit-log';
import { sharedKeys } from './keys';
import { useAdminQuery } from './useAdminQuery';

/** How many changes a details dialog shows; the Audit Log screen has the rest. */
const HISTORY_SIZE = 10;

/**
 * The History section of a record's details dialog: the latest changes to it from the audit
 * log, newest first, with who made them. Refreshed with the audit log after any change.
 */
/** Who, beyond a name two administrators may share: their e-mail when the account still exists. */
function actorLabel(actor: { full_name: string; email?: string | null } | null | undefined): string {
  if (!actor) return 'Unknown';
  return actor.email ? `${actor.full_name} (${actor.email})` : actor.full_name;
}

export function RecordHistory({ entity, entityId }: { entity: AuditEntity; entityId: number }) {
  const history = useAdminQuery([...sharedKeys.auditLog, 'record', entity, entityId], (signal) =>
    auditLogList.api.list({ entity, entity_id: entityId, per_page: HISTORY_SIZE, sort: 'at', order: 'desc' }, signal),
  );
  const headingId = `history-${entity}-${entityId}`;
  return (
    <Box as="section" aria-labelledby={headingId} mt="6" pt="4" borderTopWidth="1px">
      <Heading as="h3" id={headingId} size="sm" mb="3">
        History
      </Heading>
      {history.status === 'loading' ? <Text color="gray.700">Loading history...</Text> : null}
      {history.status === 'error' ? (
        <Box role="alert" display="flex" alignItems="center" gap="3">
          <Text color="red.700">Failed to fetch history</Text>
          <Button size="xs" variant="outline" onClick={history.reload}>
            Retry
          </Button>
        </Box>
      ) : null}
      {history.status === 'success' && history.data?.entries.length === 0 ? <Text color="gray.700">No recorded changes yet.</Text> : null}
      {history.status === 'success' && history.data && history.data.entries.length > 0 ? (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {history.data.entries.map((entry) => (
            <Box as="li" key={entry.id} fontSize="sm">
              <Text color="gray.900">{entry.summary}</Text>
              <Text color="gray.700">
                {humanize(entry.action)} · {actorLabel(entry.actor)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
