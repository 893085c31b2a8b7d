import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  CONTACT_SUCCESS_TEXT,
  CRISIS_NOTICE_TITLE,
  contactMessageSchema,
  contactMessagesListResponseSchema,
  type ContactMessage,
} from '@tulia/shared/contract';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createTestDatabase, relaxedRateLimits, startWithAdmin, type TestDatabase, unique } from '../../test/harness';
import { readFormFields } from './form-post';
import { siteFactsOf } from './site-facts';

// The contact form posted by the browser itself, where JavaScript is off: the same contract,
// service and limit as POST /api/contact, and every answer a page.

const CRISIS_TEXT = 'I want to kill myself tonight';
const ORDINARY_TEXT = 'How do I join a boma?';
const FROM_THE_SITE = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' };

const { api, admin } = await startWithAdmin();

type Fields = Record<string, string>;
const fields = (overrides: Fields = {}): Fields => ({
  full_name: 'Wanjiku Kamau',
  email: `${unique('f')}@example.org`,
  phone: '',
  subject: 'General Inquiry',
  message: ORDINARY_TEXT,
  ...overrides,
});

function post(app: FastifyInstance, body: Fields, headers: Record<string, string> = FROM_THE_SITE, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/contact/form',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(body).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function storedFrom(email: string): Promise<ContactMessage[]> {
  const list = contactMessagesListResponseSchema.parse((await admin.get(`/api/admin/contact-messages?search=${encodeURIComponent(email)}`)).json());
  return Promise.all(
    list.contact_messages.map(async ({ id }) => contactMessageSchema.parse((await admin.get(`/api/admin/contact-messages/${id}`)).json().contact_message)),
  );
}

/** The page as a browser reads it, with the id-linked parts a test looks at. */
function page(html: string) {
  const field = (name: string) => new RegExp(`<(?:input|select|textarea) id="contact-${name}" name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  const errorOf = (name: string) => new RegExp(`<p class="error" id="contact-${name}-error"><span class="hidden">Error: </span>([^<]*)</p>`).exec(html)?.[1];
  return { field, errorOf };
}

describe('POST /api/contact/form: sent', () => {
  it('stores the message as the JSON endpoint does, and answers the specified success text with the helpline', async () => {
    const sent = fields({ phone: '+254 711 000 000', subject: 'Partnership Opportunity' });
    const res = await post(api.app, sent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(CONTACT_SUCCESS_TEXT.replace("'", '&#39;'));
    expect(res.body).toMatch(/<html lang="en">/);
    expect(res.body).toMatch(/<title>Message sent \| Tulia<\/title>/);
    expect(res.body).toMatch(/<a href="tel:1199">1199<\/a>/);
    expect(res.body).not.toMatch(/<script/i);
    const [stored, ...more] = await storedFrom(sent.email ?? '');
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      full_name: 'Wanjiku Kamau',
      phone: '+254 711 000 000',
      subject: 'Partnership Opportunity',
      message: ORDINARY_TEXT,
      status: 'unread',
      risk_level: 'none',
    });
  });

  it('triages the message as a JSON one: words of intent are high, and the page is the crisis notice', async () => {
    const sent = fields({ message: CRISIS_TEXT });
    const res = await post(api.app, sent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`<h1>${CRISIS_NOTICE_TITLE}</h1>`);
    expect(res.body).not.toContain('within 24 hours');
    for (const number of ['999', '1199', '116']) expect(res.body).toContain(`href="tel:${number}"`);
    const [stored] = await storedFrom(sent.email ?? '');
    expect(stored?.risk_level).toBe('high');
    expect(stored?.risk_rules_version).not.toBe('');
  });

  it('takes a post with no Sec-Fetch-Site from a browser that sends no Origin, or Origin: null (the site is no-referrer), or its own', async () => {
    const browsers: Fields[] = [
      {},
      { origin: 'null' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: 'https://tulia.example:8443', host: 'tulia.example:8443' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of browsers) {
      const sent = fields();
      const res = await post(api.app, sent, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(await storedFrom(sent.email ?? '')).toHaveLength(1);
    }
  });
});

describe('POST /api/contact/form: refused', () => {
  it('shows each refusal at its field, with the JSON endpoint’s words, and keeps everything typed, escaped', async () => {
    const attack = '</textarea><script>alert(1)</script>"><img src=x onerror=alert(1)>';
    const typed = fields({ full_name: '', email: 'wanjiku"><script>x</script>', phone: '+254 "7\'', message: `  \n${attack}` });
    const json = await api.app.inject({ method: 'POST', url: '/api/contact', payload: typed });
    expect(json.statusCode).toBe(400);
    const jsonErrors = json.json<{ errors: { field: string; message: string }[] }>().errors;

    const res = await post(api.app, typed);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/<title>Error: Contact Us \| Tulia<\/title>/);
    const { field, errorOf } = page(res.body);
    for (const { field: name, message } of jsonErrors.filter((error, index, all) => all.findIndex((other) => other.field === error.field) === index)) {
      expect(errorOf(name), name).toBe(message.replace(/'/g, '&#39;'));
      expect(field(name)).toContain(`aria-describedby="contact-${name}-error"`);
      expect(field(name)).toContain('aria-invalid="true"');
      // The summary, focused on arrival, links to the field.
      expect(res.body).toContain(`<li><a href="#contact-${name}">`);
    }
    expect(errorOf('full_name')).toBe('Full name is required');
    expect(errorOf('email')).toBe('Email must be a valid email address');
    expect(errorOf('message')).toBeUndefined();
    expect(res.body).toMatch(/<section class="box problem" tabindex="-1" autofocus/);
    // What was typed comes back as text: no element of it survives.
    expect(res.body).not.toMatch(/<script|<img/i);
    expect(field('email')).toContain('value="wanjiku&#34;&#62;&#60;script&#62;x&#60;/script&#62;"');
    expect(field('phone')).toContain('value="+254 &#34;7&#39;"');
    expect(res.body).toContain(`>\n  \n&#60;/textarea&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#62;&#60;img src=x onerror=alert(1)&#62;</textarea>`);
    expect(res.body).toContain('<option value="General Inquiry" selected>');
    expect(res.body).toMatch(/<a href="tel:1199">/);
    expect(await storedFrom(typed.email ?? '')).toEqual([]);
  });

  it('refuses a subject outside the list and a character that cannot be stored, at their fields', async () => {
    const other = await post(api.app, fields({ subject: 'Free money' }));
    expect(other.statusCode).toBe(400);
    expect(page(other.body).errorOf('subject')).toMatch(/^Subject must be one of: General Inquiry/);
    expect(other.body).toContain('<option value="" selected>Select a subject</option>');

    const nul = await post(api.app, fields({ message: 'Habari\u0000' }));
    expect(nul.statusCode).toBe(400);
    expect(page(nul.body).errorOf('message')).toMatch(/^message contains a character that cannot be stored/);
  });

  it('refuses a post from another site (403, a page), and stores nothing', async () => {
    const otherSites: Fields[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }];
    for (const headers of otherSites) {
      const sent = fields();
      const res = await post(api.app, sent, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('This form was sent from another website');
      expect(await storedFrom(sent.email ?? '')).toEqual([]);
    }
  });

  it('leaves the JSON endpoint JSON-only: a form body there is still a 415', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields()).toString(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Unsupported content type. Send JSON with Content-Type: application/json.' });
    // A script sending JSON to the form's address gets the api's JSON answer, not a page.
    const json = await api.app.inject({ method: 'POST', url: '/api/contact/form', payload: fields({ email: 'nope' }) });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      message: 'Email must be a valid email address',
      errors: [{ field: 'email', message: 'Email must be a valid email address' }],
    });
  });
});

describe('POST /api/contact/form: the rate limit', () => {
  it('shares the JSON endpoint’s count per address; past it, a calm 429 page that keeps what was typed', async () => {
    const app = await api.appWith({ rateLimits: { ...relaxedRateLimits, contact: 2 } });
    const from = '198.51.100.23';
    expect((await post(app, fields(), FROM_THE_SITE, from)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/contact', payload: fields(), remoteAddress: from })).statusCode).toBe(201);
    const typed = fields({ message: 'Please <keep> this & send it later' });
    const res = await post(app, typed, FROM_THE_SITE, from);
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toMatch(/<title>Please try again later \| Tulia<\/title>/);
    expect(res.body).toMatch(/Please wait \d+ seconds?, then press Send Message again\./);
    expect(res.body).toContain('Please &#60;keep&#62; this &#38; send it later</textarea>');
    expect(res.body).toMatch(/<a href="tel:1199">/);
    expect(await storedFrom(typed.email ?? '')).toEqual([]);
    // Another address is not held back.
    expect((await post(app, fields(), FROM_THE_SITE, '198.51.100.24')).statusCode).toBe(200);
  });
});

describe('the form fields and the site facts', () => {
  it('reads a form body: first value of a repeated field, + as a space, CR LF as LF, __proto__ as a plain field', () => {
    const read = readFormFields('full_name=Amina+Wanjiru&full_name=Other&message=caf%C3%A9%20%26%20chai%0D%0Atwo%0Dthree&__proto__=x');
    expect(read).toEqual({ full_name: 'Amina Wanjiru', message: 'café & chai\ntwo\nthree', ['__proto__']: 'x' });
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
  });

  it("takes the served site's helpline and e-mail, each missing one from the built-in facts", () => {
    expect(
      siteFactsOf({ helplineDisplay: '0800 720 000', helplineTel: '0800720000', ownHelpline247: true, childline: { name: 'Childline', number: '116' } }),
    ).toMatchObject({
      helplineDisplay: '0800 720 000',
      helplineTel: '0800720000',
      ownHelpline247: true,
      supportEmail: 'support@tulia.co.ke',
      productName: 'Tulia',
    });
    expect(siteFactsOf(undefined).helplineDisplay).toBe('1199');
  });
});

describe('the log', () => {
  const site = mkdtempSync(join(tmpdir(), 'tulia-contact-form-'));
  const lines: string[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A served site built with its own helpline: the answer page names that one.
    mkdirSync(join(site, 'ssr', 'shared'), { recursive: true });
    writeFileSync(
      join(site, 'ssr', 'shared', 'site-config.mjs'),
      "export const siteConfig = { helplineDisplay: '0800 720 000', helplineTel: '0800720000' };\n",
    );
    writeFileSync(join(site, 'app.html'), '<!doctype html><title>app</title>');
    database = await createTestDatabase();
    app = await buildApp({
      siteDir: site,
      database: database.handle,
      config: testConfig({ rateLimits: { ...relaxedRateLimits, contact: 1 } }),
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(site, { recursive: true, force: true });
  });

  it('never holds what was written, sent, refused or held back; the page names the served site’s helpline', async () => {
    const secret = `Nobody may read this ${unique('s')}`;
    const sent = await post(app, fields({ full_name: 'Siri Yangu', message: secret }));
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('<a href="tel:0800720000">0800 720 000</a>');
    expect((await post(app, fields({ full_name: '', message: secret }))).statusCode).toBe(429);
    const all = lines.join('\n');
    expect(all).toContain('/api/contact/form');
    expect(all).not.toContain('Nobody may read this');
    expect(all).not.toContain('Siri Yangu');
  });
});
