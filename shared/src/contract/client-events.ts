import { z } from 'zod';
import { booleanField, enumField } from './fields';

// POST /api/client-events: the browser's failure reports ("beacons") of the micro-frontend
// platform, sent by the shell with navigator.sendBeacon (docs/operations.md, "Browser failure
// reports"). An allow-list: every field is a name from a small, pattern-limited vocabulary, and
// any other key is refused. No free text, no error message or stack, no address, no user or
// session id: nothing a visitor typed or that could tell visitors apart can travel here.

/** The largest body the endpoint reads, in bytes (a beacon is a few hundred). */
export const CLIENT_EVENT_MAX_BYTES = 512;

/** The most remotes one page beacon may list (the platform has five). */
export const CLIENT_EVENT_MAX_REMOTES = 8;

export const CLIENT_EVENT_KINDS = ['page', 'failure'] as const;

/**
 * Where a remote failed: its manifest (mf-manifest.json), its entry (remoteEntry), an exposed
 * module (each after the shell's retries), a render error caught by the remote's error
 * boundary, or an uncaught error whose stack points into /remotes/<remote>/<version>/.
 */
export const CLIENT_EVENT_PHASES = ['manifest', 'entry', 'module', 'render', 'handler'] as const;

/** A remote as remotes.json and the address /remotes/<remote>/<version>/ name it ('mfe-public'). */
export const CLIENT_EVENT_REMOTE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;
/** A published version, as tools/deploy names it ('1.0.0-3f2a9c1b'): letters, digits and . + - _. */
export const CLIENT_EVENT_VERSION_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.+-]{0,63}$/;
/** A shell build id. */
export const CLIENT_EVENT_SHELL_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** An exposed module, as the remote's federation config names it ('./ChatWidget'). */
export const CLIENT_EVENT_MODULE_PATTERN = /^\.\/[A-Za-z0-9_-]{1,60}(?:\/[A-Za-z0-9_-]{1,60}){0,3}$/;
/** An error's name ('TypeError', 'ChunkLoadError') or a federation error code ('RUNTIME-008'): never its message. */
export const CLIENT_EVENT_ERROR_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

function patterned(field: string, pattern: RegExp, max: number, what: string) {
  const message = `${field} must be ${what}`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : message) })
    .max(max, `${field} must be at most ${max} characters`)
    .regex(pattern, message);
}

const remoteField = (field = 'remote') => patterned(field, CLIENT_EVENT_REMOTE_PATTERN, 40, "a remote's name (lower-case letters, digits, - and _)");
const versionField = (field = 'version') => patterned(field, CLIENT_EVENT_VERSION_PATTERN, 64, 'a version name (letters, digits, . + - and _)');
const shellField = () => patterned('shell', CLIENT_EVENT_SHELL_PATTERN, 64, 'a shell build id (letters, digits, . - and _)');

/**
 * Unknown keys are refused, the message naming the first five (their first 40 characters: a key
 * can be anything a client sends). The api's 400 lists each as a field (http/validation.ts).
 */
function unknownKeys(issue: { code?: string; keys?: readonly string[] }): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined;
  const keys = issue.keys ?? [];
  const names = keys.slice(0, 5).map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key));
  const more = keys.length > names.length ? ` and ${keys.length - names.length} more` : '';
  return `Unknown field${keys.length === 1 ? '' : 's'}: ${names.join(', ')}${more} (a report carries only the fields of its kind)`;
}

/** A page beacon: the remote versions one page used (the denominator of the failure ratios). */
export const clientPageEventSchema = z.strictObject(
  {
    kind: z.literal('page'),
    shell: shellField(),
    /** Remote → version, as remotes.json named them when the page loaded. */
    remotes: z
      .record(remoteField('remotes'), versionField('remotes'), {
        error: (issue) =>
          issue.code === 'invalid_key'
            ? "remotes: each key must be a remote's name (lower-case letters, digits, - and _)"
            : 'remotes must be an object of remote names to versions',
      })
      .refine((remotes) => Object.keys(remotes).length >= 1, 'remotes must name at least one remote')
      .refine((remotes) => Object.keys(remotes).length <= CLIENT_EVENT_MAX_REMOTES, `remotes must name at most ${CLIENT_EVENT_MAX_REMOTES} remotes`),
  },
  { error: unknownKeys },
);

/** A failure beacon: one remote that failed, where, and whether the visitor saw the calm message. */
export const clientFailureEventSchema = z.strictObject(
  {
    kind: z.literal('failure'),
    remote: remoteField(),
    version: versionField(),
    shell: shellField(),
    module: patterned('module', CLIENT_EVENT_MODULE_PATTERN, 120, "an exposed module's name such as ./ChatWidget").optional(),
    phase: enumField('phase', CLIENT_EVENT_PHASES),
    error: patterned(
      'error',
      CLIENT_EVENT_ERROR_PATTERN,
      40,
      "an error's name (such as TypeError) or a federation error code (such as RUNTIME-008), at most 40 letters, digits, - and _",
    ),
    calm_message_shown: booleanField('calm_message_shown'),
  },
  { error: unknownKeys },
);

/** The body of POST /api/client-events (JSON; text/plain holding JSON too, as sendBeacon sends a string). */
export const clientEventSchema = z.discriminatedUnion('kind', [clientPageEventSchema, clientFailureEventSchema], {
  error: (issue) => (issue.code === 'invalid_union' || issue.code === 'invalid_type' ? `kind must be one of: ${CLIENT_EVENT_KINDS.join(', ')}` : undefined),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;
export type ClientEventInput = z.input<typeof clientEventSchema>;
