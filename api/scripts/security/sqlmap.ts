// npm run security:scan [-- --skip-build]
//
// Runs sqlmap (Debian package `sqlmap`) against a local api it starts itself (a fresh build on
// a temporary embedded database with the demo seed, rate limits raised so that sqlmap's
// requests are answered rather than refused with 429): the public contact form's JSON body, the
// search, filter and paging parameters of every admin list, and an id in a path, signed in as
// the demo super admin. Writes the outcome to docs/security.md; exits non-zero if a parameter
// is injectable or a scan did not complete.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN } from '../../src/config';
import { buildApi, freePort, onCleanup, repoRoot, runMain, signIn, startApi } from '../lib/processes';

const LEVEL = 5;
const RISK = 3;

interface Target {
  title: string;
  method: 'GET' | 'POST';
  /** Path and query; `*` marks a custom injection point in the path. */
  path: string;
  body?: Record<string, string>;
  authenticated: boolean;
  /** The parameters sqlmap tests, as it names them in its report. */
  parameters: string[];
  /** How the document names them, when not as sqlmap does. */
  label?: string;
}

const TARGETS: Target[] = [
  {
    title: 'Public contact form',
    method: 'POST',
    path: '/api/contact',
    body: {
      full_name: 'Amina Wanjiru',
      email: 'amina@example.org',
      phone: '+254700000000',
      subject: 'General Inquiry',
      message: 'Habari, how do I join a boma group near Nakuru?',
    },
    authenticated: false,
    parameters: ['full_name', 'email', 'phone', 'subject', 'message'],
  },
  {
    title: 'Users list',
    method: 'GET',
    path: '/api/admin/users?search=kamau&status=all&page=1&per_page=50',
    authenticated: true,
    parameters: ['search', 'status', 'page', 'per_page'],
  },
  {
    title: 'Therapists list',
    method: 'GET',
    path: '/api/admin/therapists?search=wanjiru&status=all&page=1&per_page=20',
    authenticated: true,
    parameters: ['search', 'status', 'page', 'per_page'],
  },
  {
    title: 'Rafikis list',
    method: 'GET',
    path: '/api/admin/rafikis?search=otieno&status=all&page=1&per_page=20',
    authenticated: true,
    parameters: ['search', 'status', 'page', 'per_page'],
  },
  {
    title: 'Boma groups list',
    method: 'GET',
    path: '/api/admin/boma-groups?search=youth&status=all&category=all&page=1&per_page=20',
    authenticated: true,
    parameters: ['search', 'status', 'category', 'page', 'per_page'],
  },
  {
    title: 'Resources list',
    method: 'GET',
    path: '/api/admin/resources?search=crisis&status=all&resource_type=all&category=all&page=1&per_page=20',
    authenticated: true,
    parameters: ['search', 'status', 'resource_type', 'category', 'page', 'per_page'],
  },
  {
    title: 'Contact messages list',
    method: 'GET',
    path: '/api/admin/contact-messages?search=amina&status=all&page=1&per_page=20',
    authenticated: true,
    parameters: ['search', 'status', 'page', 'per_page'],
  },
  { title: 'User by id (path)', method: 'GET', path: '/api/admin/users/3*', authenticated: true, parameters: ['#1*'], label: 'the `{id}` of the path (`#1*`)' },
];

interface TargetResult {
  target: Target;
  command: string;
  seconds: number;
  notInjectable: string[];
  injectable: string[];
  untested: string[];
  httpErrors: string[];
  /** 5xx answers sqlmap provoked: a crash of the api, whatever the injection outcome. */
  serverErrors: string[];
  completed: boolean;
}

/** A word as a POSIX shell reads it back. */
function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

function sqlmapVersion(): string | null {
  const result = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' });
  if (result.error) return null;
  // The first line; sqlmap also warns when its release is old.
  return (result.stdout.split('\n')[0] ?? '').trim() || null;
}

function runSqlmap(args: string[], logFile: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TERM: 'dumb' } });
    onCleanup(`stop sqlmap (PID ${child.pid})`, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      // Terminal control sequences sqlmap may print even without a terminal.
      // eslint-disable-next-line no-control-regex
      const clean = output.replace(/\u001b\[[0-9;?]*[A-Za-z]|\u001b[()][A-Z0-9]|\u001b[=>]/g, '');
      writeFileSync(logFile, clean);
      resolve({ code, output: clean });
    });
  });
}

function parse(target: Target, output: string): Omit<TargetResult, 'target' | 'command' | 'seconds'> {
  const names = (pattern: RegExp) => [...output.matchAll(pattern)].map((match) => match[1] ?? '');
  const notInjectable = [...new Set(names(/parameter '(?:JSON )?([^']+)' does not seem to be injectable/g))];
  const injectable = [...new Set(names(/parameter '(?:JSON )?([^']+)' is vulnerable/g))];
  if (/sqlmap identified the following injection point/.test(output) && injectable.length === 0) injectable.push('(see the log)');
  const codes = output.split('HTTP error codes detected during run:')[1] ?? '';
  const httpErrors = [...codes.matchAll(/^(\d{3} \([^)]*\) - \d+ times)/gm)].map((match) => match[1] ?? '');
  return {
    serverErrors: httpErrors.filter((line) => line.startsWith('5')),
    notInjectable,
    injectable,
    untested: target.parameters.filter((name) => !notInjectable.includes(name) && !injectable.includes(name)),
    httpErrors,
    completed: /all tested parameters do not appear to be injectable/.test(output) || injectable.length > 0,
  };
}

function markdown(
  results: TargetResult[],
  context: { version: string; date: Date; commit: string; seconds: number; passed: boolean; rawSql: string[] },
): string {
  const existing = (path: string) => (existsSync(join(repoRoot, path)) ? `\`${path}\`` : `\`${path}\` (not found at the time of this scan)`);
  const rows = results.map(({ target, notInjectable, injectable, untested, seconds }) => {
    const outcome =
      injectable.length > 0 ? `**INJECTABLE: ${injectable.join(', ')}**` : untested.length > 0 ? `not tested: ${untested.join(', ')}` : 'not injectable';
    const parameters = target.label ?? target.parameters.map((name) => `\`${name}\``).join(', ');
    const auth = target.authenticated ? 'super admin bearer token' : 'none';
    return `| ${target.title} | \`${target.method} ${target.path.replace('*', '')}\`${target.body ? ' (JSON body)' : ''} | ${auth} | ${parameters} | ${outcome} (${notInjectable.length}/${target.parameters.length} reported not injectable) | ${seconds.toFixed(0)} s |`;
  });
  const commands = results.map(({ target, command }) => `# ${target.title}\n${command}`).join('\n\n');
  const serverErrors = results.flatMap((result) => result.serverErrors);
  const errors = results.map(({ target, httpErrors }) => `- ${target.title}: ${httpErrors.length ? httpErrors.join('; ') : 'none'}`).join('\n');
  const outcome = context.passed
    ? `**All tested parameters do not appear to be injectable** (sqlmap's words) — ${results.reduce((sum, result) => sum + result.target.parameters.length, 0)} parameters on ${results.length} targets.`
    : '**The scan found a problem or did not complete: see the table.**';
  return `# Security

This file is written by \`npm run security:scan\` (\`scripts/security/sqlmap.mjs\` →
\`api/scripts/security/sqlmap.ts\`); run it again to refresh it. Install sqlmap first:
\`sudo apt-get install -y sqlmap\`.

## SQL injection scan (sqlmap)

| | |
|---|---|
| Date | ${context.date.toISOString().replace('T', ' ').slice(0, 16)} UTC |
| sqlmap | ${context.version} (Debian package \`sqlmap\`) |
| Target | the api built from this tree (commit ${context.commit} plus working tree), \`node api/dist/main.js\` on 127.0.0.1, a fresh temporary \`DATA_DIR\` (embedded PostgreSQL, PGlite) with the demo seed; \`RATE_LIMIT_*\` raised so that sqlmap's requests are answered, not refused with 429 |
| Options | level ${LEVEL}, risk ${RISK} (the most thorough), back end fixed to PostgreSQL (the api's database), all techniques (boolean-based blind, error-based, union, stacked queries, time-based blind, inline), \`--batch\` (no questions), \`--flush-session\` (no earlier results reused) |
| Duration | ${Math.round(context.seconds)} s |

Outcome: ${outcome}

| Target | Call | Authentication | Parameters tested | Result | Time |
|---|---|---|---|---|---|
${rows.join('\n')}

The command lines, exactly as run (\`$TOKEN\` stands for the access token of the demo super
admin, signed in through \`POST /api/auth/admin/login\` just before; the port and the output
folder were that run's):

\`\`\`sh
${commands}
\`\`\`

HTTP error codes sqlmap met (${
    serverErrors.length === 0
      ? 'its payloads are refused by validation with a 400 and a JSON message, or an unknown id with a 404; no 5xx'
      : `**including 5xx answers: ${serverErrors.join('; ')}**`
  }):

${errors}

## Other measures, and where they are tested

- **Parameterised queries.** Every query is built with Drizzle ORM, so values travel as bind
  parameters and are never spliced into SQL text; ${context.rawSql.length === 0 ? 'no code behind the requests uses `sql.raw` (checked by this script)' : `\`sql.raw\` appears in ${context.rawSql.map((file) => `\`${file}\``).join(', ')}`}.
  Searches use \`LIKE\`/\`ILIKE\` with the term as a parameter and its \`%\` and \`_\` escaped
  (\`api/src/modules/common.ts\`). Tested: this scan; literal wildcards in
  ${existing('api/src/modules/users/users.test.ts')}.
- **Validation of every input.** Every body, query and path parameter is parsed by the zod
  schemas of the shared contract (\`shared/src/contract\`, applied in
  \`api/src/http/validation.ts\`); bad input is a 400 naming the field, never a 500 or a stack.
  Tested: ${existing('api/src/http/hardening.test.ts')} (malformed JSON, wrong types, poisoned
  prototypes, oversized bodies: 413, other content types: 415),
  ${existing('api/src/http/hostile-input.test.ts')} (generated hostile input on every endpoint),
  ${existing('shared/src/contract/payloads.test.ts')}, and each module's tests under \`api/src/modules\`.
- **Security headers.** helmet with a Content-Security-Policy that allows same-origin scripts
  only, \`frame-ancestors 'none'\`, \`object-src 'none'\`; no CORS headers unless
  \`CORS_ORIGINS\` lists origins (\`api/src/http/security.ts\`). Tested:
  ${existing('api/src/http/hardening.test.ts')} ("security headers and CORS").
- **Rate limits.** Sign-in (per address and e-mail), registration, forgot/reset password and the
  contact form (per address) answer 429 past \`RATE_LIMIT_*\` (\`api/src/http/rate-limits.ts\`).
  Tested: ${existing('api/src/http/hardening.test.ts')} ("rate limits answer 429 with a message").
- **Tokens and sessions.** Short-lived HS256 access tokens (\`ACCESS_TOKEN_TTL\`, 15 minutes)
  checked against their session; refresh tokens stored as SHA-256 hashes, rotated on every use,
  and a reused one revokes the whole family; logout and password changes end sessions at once;
  production refuses a missing, short or default \`JWT_SECRET\` (\`api/src/auth\`,
  \`api/src/config.ts\`). Tested: ${existing('api/src/auth/auth.test.ts')},
  ${existing('api/src/config.test.ts')}.
- **Passwords.** scrypt with a per-password salt (\`api/src/auth/passwords.ts\`); reset links are
  single-use and expire. Tested: ${existing('api/src/auth/auth.test.ts')}.
- **Authorisation.** Every admin call needs a bearer token (401), and an \`admin\` may not manage
  administrator accounts or levels (403). Tested: ${existing('api/src/http/hardening.test.ts')}
  ("every admin call needs a bearer token"), ${existing('api/src/modules/users/users.test.ts')}.
- **No secrets in logs.** Server errors in the log never carry a query's parameters (e-mails,
  password hashes). Tested: ${existing('api/src/http/errors.test.ts')}.
- **Audit log.** Every admin write records who, what, which record and when (\`api/src/audit\`).
`;
}

/**
 * Files of the api that splice text into SQL (sql.raw), tests and the backup tool aside (it
 * quotes the schema's own table and column names).
 */
function rawSqlFiles(): string[] {
  const src = join(repoRoot, 'api', 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/^db\/backup/.test(file))
    .filter((file) => readFileSync(join(src, file), 'utf8').includes('sql.raw('))
    .map((file) => `api/src/${file}`);
}

/** docs/security.md: what follows this line is written by hand and kept by the scan. */
const HAND_WRITTEN_MARKER = '<!-- Written by hand below this line: npm run security:scan keeps it. -->';

async function main(): Promise<number> {
  const skipBuild = process.argv.includes('--skip-build');
  const version = sqlmapVersion();
  if (!version) {
    console.error(
      'sqlmap is not installed (the `sqlmap` command was not found).\n' +
        'Install it with:  sudo apt-get install -y sqlmap   (Debian/Ubuntu)\n' +
        '             or:  pipx install sqlmap               (elsewhere)\n' +
        'then run npm run security:scan again.',
    );
    return 1;
  }
  console.log(`sqlmap ${version}: level ${LEVEL}, risk ${RISK}, ${TARGETS.length} targets`);
  const started = Date.now();
  if (!skipBuild) await buildApi();

  const work = mkdtempSync(join(tmpdir(), 'tulia-sqlmap-'));
  let keepWork = false;
  onCleanup(`delete ${work}`, () => {
    if (keepWork) console.error(`sqlmap's logs are kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  });
  const dataDir = join(work, 'data');
  const outputDir = join(work, 'sqlmap');
  const port = await freePort();
  const raised = '1000000';
  const api = await startApi(
    port,
    {
      DATA_DIR: dataDir,
      TULIA_PROFILE: 'demo',
      SEED_DEMO: 'true',
      DEMO_ADMIN_EMAIL: DEMO_ADMIN.email,
      DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_CONTACT: raised,
      RATE_LIMIT_LOGIN: raised,
      RATE_LIMIT_REGISTER: raised,
      RATE_LIMIT_FORGOT_PASSWORD: raised,
      ACCESS_TOKEN_TTL: '14400',
    },
    { removeEnv: ['DATABASE_URL', 'TEST_DATABASE_URL', 'SITE_DIR', 'SMTP_URL'] },
  );
  console.log(`The api (PID ${api.pid}) answers on ${api.base} (temporary DATA_DIR, demo seeded)`);
  const token = await signIn(api.base, DEMO_ADMIN);

  const results: TargetResult[] = [];
  for (const [index, target] of TARGETS.entries()) {
    const url = `${api.base}${target.path}`;
    // sqlmap compares answers to this one: it must be a real answer, not a 401 or a 400.
    const baseline = await fetch(url.replace('*', ''), {
      method: target.method,
      headers: { 'content-type': 'application/json', ...(target.authenticated ? { authorization: `Bearer ${token}` } : {}) },
      ...(target.body ? { body: JSON.stringify(target.body) } : {}),
    });
    await baseline.arrayBuffer();
    if (!baseline.ok) throw new Error(`${target.method} ${target.path} answered ${baseline.status} before the scan.`);

    const args = (auth: string) => [
      '-u',
      url,
      ...(target.body ? ['--method', 'POST', '--data', JSON.stringify(target.body), '--headers', 'Content-Type: application/json'] : []),
      ...(target.authenticated ? ['--headers', `Authorization: Bearer ${auth}`] : []),
      ...(target.path.includes('*') ? [] : ['-p', target.parameters.join(',')]),
      '--batch',
      `--level=${LEVEL}`,
      `--risk=${RISK}`,
      '--dbms=PostgreSQL',
      '--flush-session',
      `--output-dir=${outputDir}`,
      '--disable-coloring',
    ];
    const command = ['sqlmap', ...args('$TOKEN')].map(shellQuote).join(' ').replace("'Authorization: Bearer $TOKEN'", '"Authorization: Bearer $TOKEN"');
    process.stdout.write(`[${index + 1}/${TARGETS.length}] ${target.title}: ${target.parameters.join(', ')} ... `);
    const begun = Date.now();
    const { code, output } = await runSqlmap(args(token), join(work, `sqlmap-${index + 1}.log`));
    const parsed = parse(target, output);
    const result: TargetResult = { target, command, seconds: (Date.now() - begun) / 1000, ...parsed, completed: parsed.completed && code === 0 };
    results.push(result);
    console.log(
      result.injectable.length > 0
        ? `INJECTABLE: ${result.injectable.join(', ')}`
        : result.serverErrors.length > 0
          ? `5xx answers: ${result.serverErrors.join('; ')}`
          : result.untested.length > 0 || !result.completed
            ? `not completed (untested: ${result.untested.join(', ') || 'none'}, exit ${code})`
            : `not injectable (${result.seconds.toFixed(0)} s)`,
    );
  }

  const passed = results.every(
    (result) => result.completed && result.injectable.length === 0 && result.untested.length === 0 && result.serverErrors.length === 0,
  );
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim() || 'unknown';
  const doc = join(repoRoot, 'docs', 'security.md');
  // The findings written by hand after the marker stay as they are.
  const previous = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  const kept = previous.includes(HAND_WRITTEN_MARKER) ? previous.slice(previous.indexOf(HAND_WRITTEN_MARKER)) : '';
  writeFileSync(
    doc,
    markdown(results, { version, date: new Date(), commit, seconds: (Date.now() - started) / 1000, passed, rawSql: rawSqlFiles() }) + (kept ? `\n${kept}` : ''),
  );
  console.log(`\nWritten to ${doc}`);
  if (!passed) {
    keepWork = true;
    console.error('FAILED: a parameter is injectable, the api answered 5xx, or a scan did not complete (see above).');
    return 1;
  }
  console.log('Passed: all tested parameters do not appear to be injectable.');
  return 0;
}

runMain(main);
