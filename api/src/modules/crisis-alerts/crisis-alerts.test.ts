import { and, eq, inArray } from 'drizzle-orm';
import type { RiskLevel } from '@tulia/shared/contract';
import { ConfigError, loadConfig, type Config } from '../../config';
import type { AppContext } from '../../context';
import { auditLog, contactMessages, outbox } from '../../db/schema';
import { Mailer } from '../../mail/mailer';
import { sealingKey } from '../../mail/sealed';
import { parseSupportHours } from '../../support-hours';
import { fakeSmtp } from '../../test/fake-smtp';
import { signedIn, startTestApi, testDatabaseUrl, unique, type Caller, type TestApi } from '../../test/harness';
import { ALERT_LIMIT_MS, alertOnCall, ESCALATION_AFTER_MS, sweepCrisisAlerts } from './alerts';
import { backOfficeLink, eatTime, renderAlert } from './mail';
import { ACKNOWLEDGE_SUMMARY } from './routes';
import { CrisisOncallSettingsError, crisisOncallSettings, parseOncallAddresses } from './settings';

// The out-of-hours on-call alerts. Times are driven by a clock parameter: the default hours
// (Mon-Fri 08:00-18:00 EAT) are closed on Saturday 28 November 2026 and staffed on Wednesday 25th.

const SATURDAY_NIGHT = new Date('2026-11-28T02:10:00+03:00');
const WEDNESDAY_MORNING = new Date('2026-11-25T10:30:00+03:00');
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

let api: TestApi;
let admin: Caller;
beforeAll(async () => {
  api = await startTestApi({ supportHours: parseSupportHours('Mon-Fri 08:00-18:00') });
  admin = await signedIn(api.app, api.db, 'admin');
});
afterAll(async () => api?.close());

// Each test sees only its own messages waiting (the sweep looks at every message).
beforeEach(async () => {
  await api.db.update(contactMessages).set({ status: 'closed' });
});

/** The app's context with on-call lists of fresh addresses (the 15-minute limit is per address). */
function contextWith(lists: { primary?: number; secondary?: number } = {}): { ctx: AppContext; primary: string[]; secondary: string[] } {
  const base = api.app.tulia as AppContext;
  const primary = Array.from({ length: lists.primary ?? 2 }, () => `${unique('oncall')}@example.org`);
  const secondary = Array.from({ length: lists.secondary ?? 0 }, () => `${unique('second')}@example.org`);
  const config: Config = { ...base.config, crisisOncall: { primary, secondary } };
  return { ctx: { ...base, config }, primary, secondary };
}

/** A message as the form would have stored it, with content that must never reach an alert. */
const CONTENT = {
  fullName: 'Wanjiru Kamau-Odhiambo',
  email: 'wanjiru.private@example.org',
  phone: '+254799123456',
  subject: 'Crisis Support',
  message: 'Nimechoka kabisa, nimeandika barua ya kuaga kwa mama yangu usiku huu',
};
const CONTENT_WORDS = [
  CONTENT.fullName,
  'Wanjiru',
  'Kamau',
  CONTENT.email,
  'wanjiru.private',
  CONTENT.phone,
  '799123456',
  CONTENT.subject,
  'Nimechoka',
  'barua',
  'kuaga',
  'mama yangu',
];

async function storeAndAlert(ctx: AppContext, riskLevel: RiskLevel, at: Date): Promise<{ id: number; alerted: string[] }> {
  return api.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...CONTENT, riskLevel, riskReasons: riskLevel === 'none' ? [] : ['subject'], dueAt: minutes(at, 60), createdAt: at, updatedAt: at })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('not stored');
    const alerted = await alertOnCall(tx, ctx, { id: row.id, risk_level: riskLevel, created_at: at }, at);
    return { id: row.id, alerted };
  });
}

const alertsTo = (addresses: string[]) =>
  api.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'crisis_alert'), inArray(outbox.to, addresses)))
    .orderBy(outbox.id);
const messageRow = async (id: number) => (await api.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

describe('an urgent message out of staffed hours', () => {
  it('writes one alert per on-call address in the same transaction and marks the message alerted', async () => {
    const { ctx, primary } = contextWith({ primary: 2 });
    const { id, alerted } = await storeAndAlert(ctx, 'high', SATURDAY_NIGHT);
    expect(alerted).toEqual([...primary].sort());
    const rows = await alertsTo(primary);
    expect(rows.map((row) => row.to).sort()).toEqual([...primary].sort());
    expect((await messageRow(id))?.oncallAlertedAt?.toISOString()).toBe(SATURDAY_NIGHT.toISOString());
    const body = rows[0]?.body ?? '';
    expect(body).toContain('02:10 EAT on Saturday 28 November 2026');
    expect(body).toContain(backOfficeLink(api.config.appUrl));
    expect(body).toContain('/admin/contact-messages?risk=high');
  });

  it('the stored alert and the delivered mail hold nothing of the message', async () => {
    const { ctx, primary } = contextWith({ primary: 1 });
    await storeAndAlert(ctx, 'high', SATURDAY_NIGHT);
    const [row] = await alertsTo(primary);
    expect(row).toBeDefined();
    const stored = JSON.stringify(row).toLowerCase();
    for (const word of CONTENT_WORDS) expect(stored).not.toContain(word.toLowerCase());

    const smtp = await fakeSmtp();
    const mailer = new Mailer(api.db, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'Tulia <no-reply@tulia.co.ke>',
      sealKey: sealingKey(api.config.jwtSecret),
      retentionMs: 3600_000,
    });
    try {
      for (let pass = 0; pass < 5 && !smtp.messages.some((text) => text.includes(primary[0] ?? '?')); pass += 1) await mailer.deliverDue();
      const delivered = smtp.messages.filter((text) => text.includes(primary[0] ?? '?'));
      expect(delivered).toHaveLength(1);
      // Headers and body, unfolded (quoted-printable soft breaks joined).
      const text = (delivered[0] ?? '').replace(/=\n/g, '').toLowerCase();
      expect(text).toContain('urgent message');
      for (const word of CONTENT_WORDS) expect(text).not.toContain(word.toLowerCase());
    } finally {
      await mailer.close();
      smtp.server.close();
    }
  });

  it('nothing in staffed hours', async () => {
    const { ctx, primary } = contextWith();
    const { id, alerted } = await storeAndAlert(ctx, 'high', WEDNESDAY_MORNING);
    expect(alerted).toEqual([]);
    expect(await alertsTo(primary)).toHaveLength(0);
    expect((await messageRow(id))?.oncallAlertedAt).toBeNull();
    // Nor does the sweep write anything while the form is read.
    expect(await sweepCrisisAlerts(ctx, minutes(WEDNESDAY_MORNING, 45))).toMatchObject({ skipped: true, alerts: 0 });
  });

  it('nothing for elevated or ordinary messages', async () => {
    const { ctx, primary } = contextWith();
    for (const level of ['elevated', 'none'] as const) {
      const { id, alerted } = await storeAndAlert(ctx, level, SATURDAY_NIGHT);
      expect(alerted).toEqual([]);
      expect((await messageRow(id))?.oncallAlertedAt).toBeNull();
    }
    expect(await alertsTo(primary)).toHaveLength(0);
  });

  it('nothing without CRISIS_ONCALL_EMAILS', async () => {
    const { ctx } = contextWith({ primary: 0 });
    const { id, alerted } = await storeAndAlert(ctx, 'high', SATURDAY_NIGHT);
    expect(alerted).toEqual([]);
    expect((await messageRow(id))?.oncallAlertedAt).toBeNull();
  });

  it('two urgent messages within 15 minutes: one alert per address; the next one, after the limit, counts the second', async () => {
    const { ctx, primary } = contextWith({ primary: 2 });
    await storeAndAlert(ctx, 'high', SATURDAY_NIGHT);
    const second = await storeAndAlert(ctx, 'high', minutes(SATURDAY_NIGHT, 5));
    expect(second.alerted).toEqual([]);
    // The second is still the on-call's: alerted (folded into the address's next alert).
    expect((await messageRow(second.id))?.oncallAlertedAt).not.toBeNull();
    expect(await alertsTo(primary)).toHaveLength(2);

    // Within the limit the sweep waits; once it has passed, one follow-up per address, once.
    expect((await sweepCrisisAlerts(ctx, minutes(SATURDAY_NIGHT, 14))).alerts).toBe(0);
    expect((await sweepCrisisAlerts(ctx, minutes(SATURDAY_NIGHT, 16))).alerts).toBe(2);
    expect((await sweepCrisisAlerts(ctx, minutes(SATURDAY_NIGHT, 40))).alerts).toBe(0);
    const rows = await alertsTo(primary);
    expect(rows).toHaveLength(4);
    const followUp = rows.at(-1)?.body ?? '';
    expect(followUp).toContain('More urgent messages');
    expect(followUp).toContain('2 urgent messages are waiting');
    for (const word of CONTENT_WORDS) expect(followUp.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it.skipIf(!testDatabaseUrl)('two instances storing urgent messages at the same moment alert each address once (row lock)', async () => {
    const { ctx, primary } = contextWith({ primary: 2 });
    await Promise.all([storeAndAlert(ctx, 'high', SATURDAY_NIGHT), storeAndAlert(ctx, 'high', SATURDAY_NIGHT)]);
    expect((await alertsTo(primary)).map((row) => row.to).sort()).toEqual([...primary].sort());
  });
});

describe('escalation to the secondary list', () => {
  it('not acknowledged within 30 minutes: the secondary addresses are alerted once', async () => {
    const { ctx, secondary } = contextWith({ primary: 1, secondary: 2 });
    const { id } = await storeAndAlert(ctx, 'high', SATURDAY_NIGHT);
    expect((await sweepCrisisAlerts(ctx, minutes(SATURDAY_NIGHT, 29))).escalated).toBe(0);
    expect(await alertsTo(secondary)).toHaveLength(0);
    const at = new Date(SATURDAY_NIGHT.getTime() + ESCALATION_AFTER_MS + 60_000);
    expect(await sweepCrisisAlerts(ctx, at)).toMatchObject({ skipped: false, escalated: 1 });
    expect((await messageRow(id))?.oncallSecondaryAlertedAt?.toISOString()).toBe(at.toISOString());
    const rows = await alertsTo(secondary);
    expect(rows.map((row) => row.to).sort()).toEqual([...secondary].sort());
    expect(rows[0]?.body).toContain('nobody on call has acknowledged it for 30 minutes');
    for (const word of CONTENT_WORDS) expect(JSON.stringify(rows).toLowerCase()).not.toContain(word.toLowerCase());
    // Once per message: later passes (past the addresses' limit too) add nothing.
    await sweepCrisisAlerts(ctx, minutes(at, 1));
    await sweepCrisisAlerts(ctx, new Date(at.getTime() + ALERT_LIMIT_MS + 60_000));
    expect(await alertsTo(secondary)).toHaveLength(2);
  });

  it('acknowledged: no secondary alert', async () => {
    const { ctx, secondary } = contextWith({ primary: 1, secondary: 1 });
    const { id } = await storeAndAlert(ctx, 'high', SATURDAY_NIGHT);
    expect((await admin.post(`/api/admin/contact-messages/${id}/acknowledge`)).statusCode).toBe(200);
    expect(await sweepCrisisAlerts(ctx, minutes(SATURDAY_NIGHT, 45))).toMatchObject({ escalated: 0 });
    expect(await alertsTo(secondary)).toHaveLength(0);
    expect((await messageRow(id))?.oncallSecondaryAlertedAt).toBeNull();
  });

  it('a message answered (or closed) in the meantime is not escalated', async () => {
    const { ctx, secondary } = contextWith({ primary: 1, secondary: 1 });
    const { id } = await storeAndAlert(ctx, 'high', SATURDAY_NIGHT);
    await api.db
      .update(contactMessages)
      .set({ firstResponseAt: minutes(SATURDAY_NIGHT, 10) })
      .where(eq(contactMessages.id, id));
    expect(await sweepCrisisAlerts(ctx, minutes(SATURDAY_NIGHT, 45))).toMatchObject({ escalated: 0 });
    expect(await alertsTo(secondary)).toHaveLength(0);
  });
});

describe('POST /api/admin/contact-messages/:id/acknowledge', () => {
  it('sets oncall_acknowledged_at once, audited with a fixed summary; idempotent', async () => {
    const { ctx } = contextWith({ primary: 1 });
    const { id } = await storeAndAlert(ctx, 'high', SATURDAY_NIGHT);
    const first = await admin.post(`/api/admin/contact-messages/${id}/acknowledge`);
    expect(first.statusCode).toBe(200);
    const acknowledgedAt = first.json<{ contact_message: { oncall_acknowledged_at: string | null } }>().contact_message.oncall_acknowledged_at;
    expect(acknowledgedAt).not.toBeNull();
    const again = await admin.post(`/api/admin/contact-messages/${id}/acknowledge`);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ contact_message: { oncall_acknowledged_at: string | null } }>().contact_message.oncall_acknowledged_at).toBe(acknowledgedAt);

    const entries = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ adminId: admin.admin.id, summary: ACKNOWLEDGE_SUMMARY });
    for (const word of CONTENT_WORDS) expect(entries[0]?.summary.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it('404 for an unknown message, 409 for one never alerted, 401 without a session', async () => {
    expect((await admin.post('/api/admin/contact-messages/999999/acknowledge')).statusCode).toBe(404);
    const { ctx } = contextWith({ primary: 1 });
    const { id } = await storeAndAlert(ctx, 'high', WEDNESDAY_MORNING);
    const refused = await admin.post(`/api/admin/contact-messages/${id}/acknowledge`);
    expect(refused.statusCode).toBe(409);
    expect((await messageRow(id))?.oncallAcknowledgedAt).toBeNull();
    expect((await api.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${id}/acknowledge` })).statusCode).toBe(401);
  });
});

describe('the contact form', () => {
  it('a "Crisis Support" message sent while the form is not read alerts the on-call; in staffed hours it does not', async () => {
    const today = new Date(Date.now() + 3 * 3600_000);
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const closedNow = parseSupportHours(`Mon-Fri 08:00-18:00; closed ${day(-1)}, ${day(0)}, ${day(1)}`);
    const alwaysOpen = parseSupportHours('Mon-Sun 00:00-24:00');
    const payload = { full_name: CONTENT.fullName, email: CONTENT.email, phone: CONTENT.phone, subject: 'Crisis Support', message: CONTENT.message };

    const closed = contextWith({ primary: 1 });
    const closedApp = await api.appWith({ supportHours: closedNow, crisisOncall: closed.ctx.config.crisisOncall });
    expect((await closedApp.inject({ method: 'POST', url: '/api/contact', payload })).statusCode).toBe(201);
    const rows = await alertsTo(closed.primary);
    expect(rows).toHaveLength(1);
    for (const word of CONTENT_WORDS) expect(JSON.stringify(rows).toLowerCase()).not.toContain(word.toLowerCase());

    const open = contextWith({ primary: 1 });
    const openApp = await api.appWith({ supportHours: alwaysOpen, crisisOncall: open.ctx.config.crisisOncall });
    expect((await openApp.inject({ method: 'POST', url: '/api/contact', payload })).statusCode).toBe(201);
    expect(await alertsTo(open.primary)).toHaveLength(0);
  });
});

describe('settings and text', () => {
  it('CRISIS_ONCALL_EMAILS and CRISIS_ONCALL_SECONDARY_EMAILS: comma-separated, validated, empty by default', () => {
    expect(crisisOncallSettings({})).toEqual({ primary: [], secondary: [] });
    expect(
      crisisOncallSettings({ CRISIS_ONCALL_EMAILS: ' A@Example.org, b@example.org,,a@example.org ', CRISIS_ONCALL_SECONDARY_EMAILS: 'lead@example.org' }),
    ).toEqual({
      primary: ['a@example.org', 'b@example.org'],
      secondary: ['lead@example.org'],
    });
    expect(() => parseOncallAddresses('CRISIS_ONCALL_EMAILS', 'a@example.org, not-an-address')).toThrow(CrisisOncallSettingsError);
    expect(() => parseOncallAddresses('CRISIS_ONCALL_EMAILS', 'a@example.org, not-an-address')).toThrow(/CRISIS_ONCALL_EMAILS: 'not-an-address'/);
    // Through the configuration: a start with a mistyped address is refused.
    const env = { JWT_SECRET: 'k'.repeat(8) + 'abcdefghijklmnopqrstuvwxyz0123456789', APP_URL: 'https://tulia.example' };
    expect(loadConfig(env).config.crisisOncall).toEqual({ primary: [], secondary: [] });
    expect(loadConfig({ ...env, CRISIS_ONCALL_EMAILS: 'a@example.org', CRISIS_ONCALL_SECONDARY_EMAILS: 'b@example.org' }).config.crisisOncall).toEqual({
      primary: ['a@example.org'],
      secondary: ['b@example.org'],
    });
    expect(() => loadConfig({ ...env, CRISIS_ONCALL_SECONDARY_EMAILS: 'b@example' })).toThrow(ConfigError);
  });

  it('times are East Africa Time', () => {
    expect(eatTime(new Date('2026-11-27T23:05:00Z'))).toBe('02:05 EAT on Saturday 28 November 2026');
    const mail = renderAlert({
      reason: 'arrival',
      since: SATURDAY_NIGHT,
      waiting: 1,
      oldestWaitingSince: null,
      link: 'https://tulia.example/admin/contact-messages?risk=high',
      escalationMinutes: 30,
      limitMinutes: 15,
    });
    expect(mail.body).toContain('1 urgent message is waiting');
    expect(mail.subject).not.toMatch(/crisis support/i);
  });
});
