import { contactStatsSchema, pendingCountsSchema } from '@tulia/shared/contract';
import { contactMessages } from '../../db/schema';
import { signedIn, startTestApi, type Caller, type TestApi } from '../../test/harness';

// The response-target figures on a database of this file's own, with known messages.

let api: TestApi;
let admin: Caller;
const now = Date.now();
const ago = (minutes: number) => new Date(now - minutes * 60_000);

type Row = typeof contactMessages.$inferInsert;
const message = (fields: Partial<Row>): Row => ({ fullName: 'Sender', email: 'sender@example.org', subject: 'General Inquiry', message: 'Words', ...fields });

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedIn(api.app, api.db, 'admin');
  await api.db.insert(contactMessages).values([
    // high: answered in 30 min, within target; answered in 120 min, late; waiting and overdue;
    // waiting, not yet due; closed without a response (neither waiting nor judged).
    message({ riskLevel: 'high', createdAt: ago(180), dueAt: ago(120), firstResponseAt: ago(150), status: 'replied' }),
    message({ riskLevel: 'high', createdAt: ago(300), dueAt: ago(240), firstResponseAt: ago(180), status: 'replied' }),
    message({ riskLevel: 'high', createdAt: ago(120), dueAt: ago(60) }),
    message({ riskLevel: 'high', createdAt: ago(10), dueAt: ago(-50), status: 'read' }),
    message({ riskLevel: 'high', createdAt: ago(600), dueAt: ago(540), status: 'closed' }),
    // elevated: raised by hand (a missed flag), answered within target in 60 min.
    message({ riskLevel: 'elevated', riskMissed: true, createdAt: ago(1440), dueAt: ago(1000), firstResponseAt: ago(1380) }),
    // none: waiting, due in two days.
    message({ createdAt: ago(60), dueAt: ago(-2880) }),
  ]);
});
afterAll(async () => api?.close());

describe('GET /api/admin/contact-messages/stats: triage', () => {
  it('per tier: total, waiting, overdue, responded, within target, the share and the median; missed flags; the oldest waiting crisis', async () => {
    const res = await admin.get('/api/admin/contact-messages/stats');
    expect(res.statusCode, res.body).toBe(200);
    const { triage } = contactStatsSchema.parse(res.json());
    expect(triage).toEqual({
      high: { total: 5, waiting: 2, overdue: 1, responded: 2, responded_within_target: 1, within_target_share: 0.333, median_first_response_minutes: 75 },
      elevated: { total: 1, waiting: 0, overdue: 0, responded: 1, responded_within_target: 1, within_target_share: 1, median_first_response_minutes: 60 },
      none: { total: 1, waiting: 1, overdue: 0, responded: 0, responded_within_target: 0, within_target_share: null, median_first_response_minutes: null },
      missed_flags: 1,
      oldest_waiting_crisis_at: ago(120).toISOString(),
    });
  });

  it('pending counts: crisis messages waiting for a first response', async () => {
    const pending = pendingCountsSchema.parse((await admin.get('/api/admin/pending-counts')).json());
    expect(pending.crisis_messages).toBe(2);
  });
});
