import { EXPORT_CONTENT_TYPE, auditLogListResponseSchema, usersListResponseSchema } from '@tulia/shared/contract';
import { contactMessages, users } from '../../db/schema';
import { personPayload, startWithAdmins, unique } from '../../test/harness';
import { today } from '../common';
import { UsersService } from '../users/service';
import { csvCellsOf, UTF8_BOM } from './csv';
import { EXPORT_BATCH_SIZE } from './routes';

const { api, superAdmin, admin } = await startWithAdmins();
afterEach(() => vi.restoreAllMocks());

/** The CSV's lines without the BOM (no cell in these tests holds a line break). */
function linesOf(body: string): string[] {
  expect(body.startsWith(UTF8_BOM)).toBe(true);
  return body
    .slice(UTF8_BOM.length)
    .split('\r\n')
    .filter((line) => line !== '');
}

async function insertUsers(
  marker: string,
  count: number,
  fields: { status?: 'active' | 'suspended'; fullName?: (index: number) => string; phone?: string } = {},
) {
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `${marker}-${index}@example.org`,
    username: `${marker}-${index}`,
    fullName: fields.fullName?.(index) ?? `Kamau ${marker} ${index}`,
    phone: fields.phone ?? '0712345678',
    passwordHash: '!',
    status: fields.status ?? 'active',
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index)),
  }));
  return api.db.insert(users).values(rows).returning({ id: users.id });
}

async function exportEntries(marker: string) {
  const res = await superAdmin.get(`/api/admin/audit-log?action=export&search=${encodeURIComponent(marker)}`);
  return auditLogListResponseSchema.parse(res.json()).entries;
}

describe('GET /api/admin/users/export', () => {
  it('downloads the filtered users in the list order as CSV, with BOM and header row, and is audited', async () => {
    const marker = unique('csv');
    await insertUsers(marker, 3);
    await insertUsers(`${marker}s`, 1, { status: 'suspended' });
    const res = await superAdmin.get(`/api/admin/users/export?search=${marker}&status=active&page=2&per_page=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(EXPORT_CONTENT_TYPE);
    expect((await superAdmin.get('/api/admin/users/export?sort=password_hash')).statusCode).toBe(400);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users-${today()}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = linesOf(res.body);
    expect(csvCellsOf(header ?? '')).toEqual(['Id', 'Full name', 'Email', 'Phone', 'Username', 'Role', 'Admin level', 'Status', 'Join date', 'Created at']);
    // Paging is ignored: every matching row, in the list's order.
    const list = usersListResponseSchema.parse((await superAdmin.get(`/api/admin/users?search=${marker}&status=active`)).json());
    expect(list.total).toBe(3);
    expect(rows.map((row) => Number(csvCellsOf(row)[0]))).toEqual(list.users.map((user) => user.id));
    expect(csvCellsOf(rows[0] ?? '').slice(1, 8)).toEqual([`Kamau ${marker} 2`, `${marker}-2@example.org`, '0712345678', `${marker}-2`, 'user', '', 'active']);
    // The list's sort and order apply too.
    const sorted = linesOf((await superAdmin.get(`/api/admin/users/export?search=${marker}&status=active&sort=full_name&order=asc`)).body).slice(1);
    expect(sorted.map((row) => csvCellsOf(row)[1])).toEqual([0, 1, 2].map((index) => `Kamau ${marker} ${index}`));
    const [entry] = await exportEntries('Exported 3 users');
    expect(entry).toMatchObject({ action: 'export', entity: 'user', entity_id: null, summary: 'Exported 3 users', actor: { id: superAdmin.admin.id } });
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    const marker = unique('formula');
    await insertUsers(marker, 1, { fullName: () => `=HYPERLINK("http://x.example",${marker})`, phone: '+254700000001' });
    const res = await superAdmin.get(`/api/admin/users/export?search=${marker}`);
    const [, row] = linesOf(res.body);
    expect(row).toContain(`"'=HYPERLINK(""http://x.example"",${marker})"`);
    expect(csvCellsOf(row ?? '')[3]).toBe("'+254700000001");
  });

  it('streams every row of a result larger than one batch, reading the list batch by batch', async () => {
    const marker = unique('many');
    const count = EXPORT_BATCH_SIZE * 2 + 37;
    await insertUsers(marker, count);
    const list = vi.spyOn(UsersService.prototype, 'list');
    const res = await superAdmin.get(`/api/admin/users/export?search=${marker}`);
    expect(res.statusCode).toBe(200);
    const rows = linesOf(res.body).slice(1);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => csvCellsOf(row)[0])).size).toBe(count);
    // Newest first, as the list: the last inserted (latest created_at) comes first.
    expect(csvCellsOf(rows[0] ?? '')[1]).toBe(`Kamau ${marker} ${count - 1}`);
    expect(csvCellsOf(rows[count - 1] ?? '')[1]).toBe(`Kamau ${marker} 0`);
    expect(list.mock.calls.map(([query]) => [query.page, query.per_page])).toEqual([
      [1, EXPORT_BATCH_SIZE],
      [2, EXPORT_BATCH_SIZE],
      [3, EXPORT_BATCH_SIZE],
    ]);
    expect((await exportEntries(`Exported ${count} users`)).length).toBe(1);
  });

  it('403 for an admin-level account (recorded as a refusal), 400 for a bad filter, 401 without a token', async () => {
    const res = await admin.get('/api/admin/users/export');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only a super admin can export data.');
    expect(res.headers['content-disposition']).toBeUndefined();
    await vi.waitFor(async () => {
      const refused = await superAdmin.get(`/api/admin/audit-log?action=forbidden&actor_id=${admin.admin.id}`);
      expect(refused.json().entries[0]?.summary).toBe('Refused GET /api/admin/users/export');
    });
    expect((await superAdmin.get('/api/admin/users/export?status=gone')).json().message).toMatch(/^Status must be one of/);
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/users/export' })).statusCode).toBe(401);
  });
});

describe('the other exports', () => {
  it('contact messages: the status filter, with quoted text', async () => {
    const marker = unique('msg');
    await api.db.insert(contactMessages).values([
      { fullName: `Achieng ${marker}`, email: `${marker}@example.org`, subject: 'General Inquiry', message: 'Hello, "team"', status: 'unread' },
      { fullName: `Closed ${marker}`, email: `${marker}c@example.org`, subject: 'General Inquiry', message: 'Done', status: 'closed' },
    ]);
    const res = await superAdmin.get(`/api/admin/contact-messages/export?search=${marker}&status=unread`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contact-messages-${today()}.csv"`);
    const [header, ...rows] = linesOf(res.body);
    expect(csvCellsOf(header ?? '').join(',')).toBe(
      'Id,Full name,Email,Phone,Subject,Message,Status,Admin notes,Reply,Replied at,Received at,Risk,Risk reasons,Missed flag,Due at,First response at,Assignee',
    );
    expect(rows).toHaveLength(1);
    expect(csvCellsOf(rows[0] ?? '').slice(1, 7)).toEqual([`Achieng ${marker}`, `${marker}@example.org`, '', 'General Inquiry', 'Hello, "team"', 'unread']);
    expect(await exportEntries('Exported 1 contact message')).toHaveLength(1);
  });

  it('contact messages flagged as a risk: the risk filter, the tier and its codes, and the count of flagged rows in the audit entry', async () => {
    const marker = unique('risk');
    await api.db.insert(contactMessages).values([
      {
        fullName: `Flagged ${marker}`,
        email: `${marker}@example.org`,
        subject: 'Crisis Support',
        message: 'Private words',
        riskLevel: 'high',
        riskReasons: ['subject', 'intent'],
      },
      { fullName: `Plain ${marker}`, email: `${marker}p@example.org`, subject: 'General Inquiry', message: 'Hello' },
    ]);
    const res = await superAdmin.get(`/api/admin/contact-messages/export?search=${marker}&risk=high`);
    expect(res.statusCode).toBe(200);
    const [, ...rows] = linesOf(res.body);
    expect(rows).toHaveLength(1);
    expect(csvCellsOf(rows[0] ?? '').slice(11, 14)).toEqual(['high', 'subject intent', 'No']);
    const entries = await exportEntries('Exported 1 contact message (1 flagged high or elevated)');
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toMatch(/Private|Flagged/);
    // Admins below super admin cannot export at all.
    expect((await admin.get(`/api/admin/contact-messages/export?risk=high`)).statusCode).toBe(403);
  });

  it('therapists and rafikis', async () => {
    const therapist = await superAdmin.post('/api/admin/therapists', {
      ...personPayload('th'),
      license_number: unique('LIC'),
      specialization: 'Anxiety, Grief',
      years_experience: 4,
      education: 'MA Counselling',
      languages: 'English, Kiswahili',
      hourly_rate: 2500,
    });
    expect(therapist.statusCode, therapist.body).toBe(201);
    const therapists = await superAdmin.get(`/api/admin/therapists/export?search=${therapist.json().therapist.user.username}`);
    const [header, row] = linesOf(therapists.body);
    expect(csvCellsOf(header ?? '').join(',')).toMatch(/^Id,Full name,Email,Phone,License number,License type,Specialization/);
    expect(row).toContain('Anxiety; Grief');
    const rafikis = await superAdmin.get('/api/admin/rafikis/export?status=active');
    expect(rafikis.statusCode).toBe(200);
    expect(rafikis.headers['content-disposition']).toBe(`attachment; filename="rafikis-${today()}.csv"`);
    expect(csvCellsOf(linesOf(rafikis.body)[0] ?? '').join(',')).toMatch(/^Id,Full name,Email,Phone,Location,Specialties,Help areas,Status/);
  });

  it('the audit log: its filters, and not the entries written while it is read', async () => {
    const marker = unique('logged');
    for (let index = 0; index < 3; index += 1) {
      expect((await superAdmin.post('/api/admin/resources', { title: `${marker} ${index}`, description: 'd', url: 'https://example.org' })).statusCode).toBe(
        201,
      );
    }
    const res = await superAdmin.get(`/api/admin/audit-log/export?search=${marker}&action=create&sort=at&order=asc`);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = linesOf(res.body);
    expect(csvCellsOf(header ?? '')).toEqual(['Id', 'At', 'Actor', 'Actor e-mail', 'Action', 'Record type', 'Record id', 'Summary']);
    expect(rows.map((row) => csvCellsOf(row).at(-1))).toEqual([`Created resource ${marker} 0`, `Created resource ${marker} 1`, `Created resource ${marker} 2`]);
    // Who, beyond a name: the account's e-mail.
    expect(rows.map((row) => csvCellsOf(row)[3])).toEqual(Array(3).fill(superAdmin.admin.email));
    expect(await exportEntries('Exported 3 audit log entries')).toHaveLength(1);
    expect((await superAdmin.get('/api/admin/audit-log/export?from=2026-02-02&to=2026-02-01')).json().message).toBe('To must be on or after From');
  });
});
