import { Button, Text } from '@tulia/shared/chakra';
import type { Rafiki } from '@tulia/shared/contract';
import { formatDate, type DataTableColumn } from '@tulia/shared/ui';
import {
  AdminScreen,
  AdminTable,
  ApproveIcon,
  EntryChips,
  ListControls,
  PersonCell,
  RejectIcon,
  RowAction,
  RowActions,
  ViewIcon,
  actionsColumn,
  useAdminList,
  useDialogStack,
} from '@tulia/shared/admin';
import { remote } from '../remote';
import { RafikiDetailsDialog } from '../rafikis/RafikiDetailsDialog';
import { rafikiRequestsList } from './rafiki-requests-list';
import { RequestStatusBadge } from './request-status';
import { ApproveRequestDialog, RejectRequestDialog } from './ReviewDialogs';

/** An application's details, and its review (which may open over the details). */
interface RequestDialogs {
  details: Rafiki;
  approve: Rafiki;
  reject: Rafiki;
}

/** Only an application in training may be approved or rejected. */
const isReviewable = (rafiki: Rafiki) => rafiki.status === 'training';

/** Two specialties on a request row, then '+N'. */
const VISIBLE_SPECIALTIES = 2;

/** Rafiki Requests: applications to become a rafiki, reviewed one by one. */
export default function RafikiRequestsPage() {
  const requests = useAdminList(rafikiRequestsList);
  const dialogs = useDialogStack<RequestDialogs>();
  const [details, approve, reject] = [dialogs.at('details'), dialogs.at('approve'), dialogs.at('reject')];
  const viewing = details?.record;
  const count = requests.status === 'error' ? null : requests.total;

  const columns: DataTableColumn<Rafiki>[] = [
    { key: 'applicant', header: 'Applicant', sortKey: 'full_name', render: (r) => <PersonCell name={r.user.full_name} email={r.user.email} /> },
    { key: 'specialties', header: 'Specialties', render: (r) => <EntryChips entries={r.specialties} label="Specialties" max={VISIBLE_SPECIALTIES} /> },
    { key: 'location', header: 'Location', sortKey: 'location', render: (r) => r.user.location ?? '—' },
    { key: 'applied', header: 'Applied', sortKey: 'created_at', render: (r) => <Text whiteSpace="nowrap">{formatDate(r.created_at)}</Text> },
    { key: 'status', header: 'Status', sortKey: 'status', render: (r) => <RequestStatusBadge status={r.status} /> },
    actionsColumn((r) => (
      <RowActions>
        <RowAction label={`View application of ${r.user.full_name}`} icon={<ViewIcon />} onClick={() => dialogs.open('details', r)} />
        {isReviewable(r) ? (
          <>
            <RowAction label={`Approve ${r.user.full_name}`} icon={<ApproveIcon />} palette="green" onClick={() => dialogs.open('approve', r)} />
            <RowAction label={`Reject ${r.user.full_name}`} icon={<RejectIcon />} palette="red" onClick={() => dialogs.open('reject', r)} />
          </>
        ) : null}
      </RowActions>
    )),
  ];

  return (
    <AdminScreen remote={remote} title="Rafiki Requests" subtitle="Review applications to become a Rafiki">
      <Text color="gray.800" fontWeight="medium" mb="3" aria-live="polite" data-testid="pending-count">
        {count === null ? '' : `${count.toLocaleString('en-KE')} pending ${count === 1 ? 'application' : 'applications'}`}
      </Text>
      <ListControls list={requests} searchLabel="Search applications by name, email or specialty" />
      <AdminTable list={requests} columns={columns} />

      {viewing ? (
        <RafikiDetailsDialog
          rafiki={viewing}
          statusBadge={<RequestStatusBadge status={viewing.status} />}
          onClose={() => dialogs.close('details')}
          actions={
            isReviewable(viewing) ? (
              <>
                <Button colorPalette="red" variant="outline" onClick={() => dialogs.open('reject', viewing)}>
                  Reject
                </Button>
                <Button colorPalette="brand" onClick={() => dialogs.open('approve', viewing)}>
                  Approve
                </Button>
              </>
            ) : null
          }
        />
      ) : null}
      {/* A review opened from the details opens on top of them; Cancel goes back to the details. */}
      {approve ? <ApproveRequestDialog rafiki={approve.record} onClose={() => dialogs.close('approve')} onSaved={dialogs.closeAll} /> : null}
      {reject ? <RejectRequestDialog rafiki={reject.record} onClose={() => dialogs.close('reject')} onSaved={dialogs.closeAll} /> : null}
    </AdminScreen>
  );
}
