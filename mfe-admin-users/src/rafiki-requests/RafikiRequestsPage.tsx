import { Box, Button, Text } from '@tulia/shared/chakra';
import type { Rafiki } from '@tulia/shared/contract';
import { ListControls, AdminTable, useAdminList } from '@tulia/shared/admin';
import { PageHeader, formatDate, type DataTableColumn } from '@tulia/shared/ui';
import { ApproveIcon, EntryChips, PersonCell, RejectIcon, RowAction, RowActions, ViewIcon } from '@tulia/shared/admin';
import { useState } from 'react';
import { RafikiDetailsDialog } from '../rafikis/RafikiDetailsDialog';
import { rafikiRequestsList } from './rafiki-requests-list';
import { RequestStatusBadge } from './request-status';
import { ApproveRequestDialog, RejectRequestDialog } from './ReviewDialogs';

type Review = { kind: 'approve' | 'reject'; rafiki: Rafiki };

/** Only an application in training may be approved or rejected. */
const isReviewable = (rafiki: Rafiki) => rafiki.status === 'training';

/** Two specialties on a request row, then '+N'. */
const VISIBLE_SPECIALTIES = 2;

/** Rafiki Requests: applications to become a rafiki, reviewed one by one. */
export default function RafikiRequestsPage() {
  const requests = useAdminList(rafikiRequestsList);
  const [viewing, setViewing] = useState<Rafiki | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const reviewed = () => {
    setReview(null);
    setViewing(null);
  };
  const count = requests.status === 'error' ? null : requests.total;

  const columns: DataTableColumn<Rafiki>[] = [
    { key: 'applicant', header: 'Applicant', sortKey: 'full_name', render: (r) => <PersonCell name={r.user.full_name} email={r.user.email} /> },
    { key: 'specialties', header: 'Specialties', render: (r) => <EntryChips entries={r.specialties} label="Specialties" max={VISIBLE_SPECIALTIES} /> },
    { key: 'location', header: 'Location', sortKey: 'location', render: (r) => r.user.location ?? '—' },
    { key: 'applied', header: 'Applied', sortKey: 'created_at', render: (r) => <Text whiteSpace="nowrap">{formatDate(r.created_at)}</Text> },
    { key: 'status', header: 'Status', sortKey: 'status', render: (r) => <RequestStatusBadge status={r.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (r) => (
        <RowActions>
          <RowAction label={`View application of ${r.user.full_name}`} icon={<ViewIcon />} onClick={() => setViewing(r)} />
          {isReviewable(r) ? (
            <>
              <RowAction
                label={`Approve ${r.user.full_name}`}
                icon={<ApproveIcon />}
                palette="green"
                onClick={() => setReview({ kind: 'approve', rafiki: r })}
              />
              <RowAction label={`Reject ${r.user.full_name}`} icon={<RejectIcon />} palette="red" onClick={() => setReview({ kind: 'reject', rafiki: r })} />
            </>
          ) : null}
        </RowActions>
      ),
    },
  ];

  return (
    <Box data-remote="mfe-admin-users" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Rafiki Requests" subtitle="Review applications to become a Rafiki" />
      <Text color="gray.800" fontWeight="medium" mb="3" aria-live="polite" data-testid="pending-count">
        {count === null ? '' : `${count.toLocaleString('en-KE')} pending ${count === 1 ? 'application' : 'applications'}`}
      </Text>
      <ListControls list={requests} searchLabel="Search applications by name, email or specialty" />
      <AdminTable
        list={requests}
        caption="Pending rafiki applications"
        columns={columns}
        rowKey={(r) => r.id}
        errorMessage="Failed to fetch rafiki requests"
        empty={{
          title: 'No pending applications',
          filtered: 'Try adjusting your search.',
          unfiltered: 'New applications to become a rafiki will appear here.',
        }}
        noun="applications"
      />

      {viewing ? (
        <RafikiDetailsDialog
          rafiki={viewing}
          statusBadge={<RequestStatusBadge status={viewing.status} />}
          onClose={() => setViewing(null)}
          actions={
            isReviewable(viewing) ? (
              <>
                <Button colorPalette="red" variant="outline" onClick={() => setReview({ kind: 'reject', rafiki: viewing })}>
                  Reject
                </Button>
                <Button colorPalette="brand" onClick={() => setReview({ kind: 'approve', rafiki: viewing })}>
                  Approve
                </Button>
              </>
            ) : null
          }
        />
      ) : null}
      {/* A review opened from the details opens on top of them; Cancel goes back to the details. */}
      {review?.kind === 'approve' ? <ApproveRequestDialog rafiki={review.rafiki} onClose={() => setReview(null)} onReviewed={reviewed} /> : null}
      {review?.kind === 'reject' ? <RejectRequestDialog rafiki={review.rafiki} onClose={() => setReview(null)} onReviewed={reviewed} /> : null}
    </Box>
  );
}
