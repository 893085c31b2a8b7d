import { useAuthStore } from '@tulia/shared/auth';
import { Box, Button, HStack, Heading, Stack, Text } from '@tulia/shared/chakra';
import { RISK_LEVELS, contactRiskPayloadSchema, type ContactMessage, type RiskLevel } from '@tulia/shared/contract';
import { auditLogList, useAdminMutation, useAdminQuery } from '@tulia/shared/admin';
import { DetailList, SelectField, TextAreaField, formatDateTime, useMinuteClock } from '@tulia/shared/ui';
import { useState, type FormEvent } from 'react';
import { contactMessagesList } from './contact-messages-list';
import { ResponseTime } from './ResponseTime';
import { RiskBadge } from './RiskBadge';
import { riskLevelLabel, riskReasonLabel } from './triage';
import { administratorsKey } from './triage-list';

const changes = [contactMessagesList];

/** The tier and why, in plain words (category codes only: the matched words are never sent). */
function RiskSummary({ message }: { message: ContactMessage }) {
  return (
    <Stack gap="1">
      <HStack gap="2" flexWrap="wrap">
        <RiskBadge level={message.risk_level} />
        <Text as="span">{riskLevelLabel[message.risk_level]}</Text>
      </HStack>
      {message.risk_reasons.length > 0 ? (
        <Box as="ul" listStyleType="disc" pl="5" m="0">
          {message.risk_reasons.map((reason) => (
            <li key={reason}>{riskReasonLabel[reason]}</li>
          ))}
        </Box>
      ) : null}
      {message.risk_missed ? <Text color="gray.700">Raised by hand: the rules had not flagged it.</Text> : null}
    </Stack>
  );
}

/** Whether a first response was given, and when it is due. */
function ResponseSummary({ message }: { message: ContactMessage }) {
  const now = useMinuteClock();
  return (
    <Stack gap="1">
      <ResponseTime message={message} now={now} />
      <Text color="gray.700">Due {formatDateTime(message.due_at)}</Text>
    </Stack>
  );
}

/** The out-of-hours alert: when it went out, and whether someone has taken it in hand. */
function OncallAlert({ message }: { message: ContactMessage }) {
  const acknowledge = useAdminMutation({
    changes,
    run: () => contactMessagesList.api.acknowledge(message.id),
    texts: { success: 'Alert Acknowledged', failure: 'Failed to acknowledge alert' },
  });
  if (!message.oncall_alerted_at) return null;
  return (
    <Stack gap="2">
      <Text>On-call alerted {formatDateTime(message.oncall_alerted_at)}</Text>
      {message.oncall_acknowledged_at ? (
        <Text color="gray.700">Acknowledged {formatDateTime(message.oncall_acknowledged_at)}</Text>
      ) : (
        <Box>
          <Button size="sm" colorPalette="red" variant="outline" loading={acknowledge.pending} onClick={() => void acknowledge.mutate(undefined)}>
            Acknowledge alert
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** Who has the message in hand: an administrator chosen from the list, or oneself in one click. */
function Assignee({ message }: { message: ContactMessage }) {
  const me = useAuthStore((state) => state.admin);
  const admins = useAdminQuery(administratorsKey, auditLogList.api.actors);
  const assign = useAdminMutation({
    changes,
    run: (adminId: number | null) => contactMessagesList.api.assign(message.id, { admin_id: adminId }),
    texts: { success: 'Message Assigned', failure: 'Failed to assign message' },
  });
  // Whoever is assigned and the admin signed in are offered even before (or without) the list.
  const people = new Map<number, string>();
  for (const admin of admins.data?.actors ?? []) people.set(admin.id, admin.full_name);
  if (message.assignee) people.set(message.assignee.id, message.assignee.full_name);
  if (me) people.set(me.id, me.full_name);
  const options = [
    { value: '', label: 'Nobody' },
    ...[...people].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => ({ value: String(id), label: name })),
  ];
  return (
    <Stack gap="2">
      <SelectField
        label="Assign to"
        options={options}
        value={message.assignee ? String(message.assignee.id) : ''}
        disabled={assign.pending}
        onChange={(event) => void assign.mutate(event.target.value === '' ? null : Number(event.target.value))}
      />
      {me && message.assignee?.id !== me.id ? (
        <Box>
          <Button size="sm" variant="outline" disabled={assign.pending} onClick={() => void assign.mutate(me.id)}>
            Assign to me
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

const riskOptions = RISK_LEVELS.map((level) => ({ value: level, label: riskLevelLabel[level] }));

/** A tier set by hand, always with the reason (it is kept in the notes). */
function ChangeRisk({ message }: { message: ContactMessage }) {
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<RiskLevel>(message.risk_level);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useAdminMutation({
    changes,
    run: (payload: { risk_level: RiskLevel; reason: string }) => contactMessagesList.api.changeRisk(message.id, payload),
    texts: { success: 'Risk Changed', failure: 'Failed to change risk' },
  });
  if (!open) {
    return (
      <Box>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          Change risk
        </Button>
      </Box>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = contactRiskPayloadSchema.safeParse({ risk_level: level, reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Reason is required');
      return;
    }
    setError(undefined);
    if (await change.mutate(checked.data)) {
      setReason('');
      setOpen(false);
    }
  };
  return (
    <Stack asChild gap="3">
      <form aria-label="Change risk" noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label="Risk level"
          options={riskOptions}
          value={level}
          onChange={(event) => setLevel(RISK_LEVELS.find((value) => value === event.target.value) ?? level)}
        />
        <TextAreaField label="Reason" required rows={2} value={reason} error={error} onChange={(event) => setReason(event.target.value)} />
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={change.pending} loadingText="Saving...">
            Save risk
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

/** The triage of one message in its details dialog: risk, response target, on-call alert, assignee. */
export function MessageTriage({ message }: { message: ContactMessage }) {
  const headingId = `triage-${message.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} mt="6" pt="4" borderTopWidth="1px">
      <Heading as="h3" id={headingId} size="sm" mb="3">
        Triage
      </Heading>
      <DetailList
        items={[
          { label: 'Risk', value: <RiskSummary message={message} /> },
          { label: 'First Response', value: <ResponseSummary message={message} /> },
          ...(message.oncall_alerted_at ? [{ label: 'On-call Alert', value: <OncallAlert message={message} /> }] : []),
          { label: 'Assigned To', value: <Assignee message={message} /> },
        ]}
      />
      <Box mt="4">
        <ChangeRisk message={message} />
      </Box>
    </Box>
  );
}
