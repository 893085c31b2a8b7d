import { Text } from '@tulia/shared/chakra';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, exportPath, type AuditLogEntry } from '@tulia/shared/contract';
import { ExportButton, ListControls, AdminTable, auditLogList, useAdminList, useAdminQuery, type ListFilterControl, AdminScreen } from '@tulia/shared/admin';
import { remote } from '../remote';
import { formatDateTime, type DataTableColumn } from '@tulia/shared/ui';
import { actionLabel, actorLabel, actorNote, actorOptionLabel, entityLabel, recordLabel } from './audit-log-texts';
import { DateRangeFilter } from './DateRangeFilter';

type AuditLogFilter = 'actor_id' | 'action' | 'entity' | 'from' | 'to';

/** The actor's name, with the e-mail beneath it (small, muted) so namesakes read apart. */
function Actor({ entry }: { entry: AuditLogEntry }) {
  const note = actorNote(entry);
  return (
    <>
      <Text>{actorLabel(entry)}</Text>
      {note ? (
        <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
          {note}
        </Text>
      ) : null}
    </>
  );
}

const columns: DataTableColumn<AuditLogEntry>[] = [
  { key: 'at', header: 'When', sortKey: 'at', minWidth: '10rem', render: (entry) => <Text whiteSpace="nowrap">{formatDateTime(entry.at)}</Text> },
  { key: 'actor', header: 'Who', render: (entry) => <Actor entry={entry} /> },
  { key: 'action', header: 'Action', render: (entry) => actionLabel(entry.action) },
  { key: 'record', header: 'Record', render: (entry) => <Text whiteSpace="nowrap">{recordLabel(entry)}</Text> },
  { key: 'summary', header: 'Summary', minWidth: '16rem', render: (entry) => entry.summary },
];

/** The admins who appear in the log, for the Who filter; until they load, only 'All admins'. */
function useActorOptions() {
  const actors = useAdminQuery(['audit-log', 'actors'], auditLogList.api.actors);
  return [{ value: 'all', label: 'All admins' }, ...(actors.data?.actors ?? []).map((actor) => ({ value: String(actor.id), label: actorOptionLabel(actor) }))];
}

/**
 * Audit Log (/admin/audit-log): every admin change, sign-in, failed sign-in, refused request
 * and export, newest first; searchable by summary, filtered by who, what, which kind of record
 * and a range of days, all kept in the address. Super admins may export what is shown.
 */
export default function AuditLogPage() {
  const list = useAdminList(auditLogList);
  const actorOptions = useActorOptions();
  const filters: ListFilterControl<AuditLogFilter>[] = [
    { key: 'actor_id', label: 'Filter by admin', options: actorOptions },
    {
      key: 'action',
      label: 'Filter by action',
      options: [{ value: 'all', label: 'All actions' }, ...AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) }))],
    },
    {
      key: 'entity',
      label: 'Filter by record type',
      options: [{ value: 'all', label: 'All record types' }, ...AUDIT_ENTITIES.map((value) => ({ value, label: entityLabel(value) }))],
    },
  ];
  return (
    <AdminScreen
      remote={remote}
      title="Audit Log"
      subtitle="Who did what, and when: every admin change, sign-in and refused request"
      actions={<ExportButton path={exportPath('audit_log')} query={list.query} fileName="audit-log.csv" />}
    >
      <ListControls list={list} searchLabel="Search the audit log by summary" filters={filters}>
        <DateRangeFilter from={list.filters.from} to={list.filters.to} onChange={(bound, value) => list.setFilter(bound, value)} />
      </ListControls>
      <AdminTable list={list} columns={columns} />
    </AdminScreen>
  );
}
