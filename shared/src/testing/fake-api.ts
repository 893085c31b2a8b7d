// The one stand-in for the api in component tests (unit tests only; never part of a build).
import { tokenStorage } from '@tulia/shared/api-client';
import type { Mock } from 'vitest';

/** A request as the fake api received it. */
export interface SentRequest {
  method: string;
  /** The path under /api, e.g. '/admin/users'. */
  path: string;
  search: URLSearchParams;
  /** The search params as a record, to compare whole. */
  query: Record<string, string>;
  /** The body read as JSON (as text when it is not JSON); undefined when empty. */
  body: unknown;
  headers: Headers;
  /** Whether the request's signal was already aborted when it was sent. */
  aborted: boolean;
}

/**
 * What the fake api answers: a JSON body with a status (200 and `{}` unless given), a Response
 * as it is (an answer that is not JSON), or `networkFailure`.
 */
export type FakeAnswer = { status?: number; body?: unknown } | Response | typeof networkFailure;

/** An answer with this status and JSON body. */
export const json = (status: number, body: unknown): FakeAnswer => ({ status, body });

/** A request that never reaches a server: fetch rejects as it does on a dropped connection. */
export const networkFailure = Object.freeze({ networkFailure: true as const });

export type Answerer = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Answers by path under /api ('/admin/users'), or by method and path ('POST /contact'), which
 * wins. A value may be an answer, a promise of one (held until the test resolves it) or a
 * function of the request. A path with no answer is a 404 `{ message: 'Not found' }`.
 */
export type AnswersByPath = Record<string, FakeAnswer | Promise<FakeAnswer> | Answerer>;

export interface FakeApiOptions {
  /**
   * Whether to store test tokens first (default true): the client sends an admin's calls only
   * with an access token. Public pages and the sign-in flows start signed out.
   */
  signedIn?: boolean;
}

export interface FakeApi {
  /** Every request, in the order sent. */
  sent: SentRequest[];
  /** How many requests went to this path under /api (any method). */
  count: (path: string) => number;
  /** The fake fetch, installed as the global one; also for a client built with its own fetch. */
  fetch: Mock<typeof fetch>;
}

function byPath(answers: AnswersByPath): Answerer {
  return (request) => {
    const answer = answers[`${request.method} ${request.path}`] ?? answers[request.path];
    if (answer === undefined) return { status: 404, body: { message: 'Not found' } };
    return typeof answer === 'function' ? answer(request) : answer;
  };
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toResponse(answer: FakeAnswer): Response {
  if (answer instanceof Response) return answer;
  if ('networkFailure' in answer) throw new TypeError('Failed to fetch');
  const { status = 200, body = {} } = answer;
  // A 204 has no body by definition; Response refuses one.
  const text = status === 204 ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stands in for the api: installs a global fetch that records every request (its body read, as a
 * server would: ky waits for the upload) and answers it with `answer`, a function of the request
 * or answers by path. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeApi(answer: Answerer | AnswersByPath = () => ({ body: {} }), { signedIn = true }: FakeApiOptions = {}): FakeApi {
  const answerer = typeof answer === 'function' ? answer : byPath(answer);
  const sent: SentRequest[] = [];
  if (signedIn) tokenStorage.setTokens('test-access-token', 'test-refresh-token');
  const fakeFetch = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(request.url);
    // Read before the body: a request aborted while its upload is read was sent whole.
    const aborted = request.signal.aborted;
    const recorded: SentRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api(?=\/|$)/, ''),
      search: url.searchParams,
      query: Object.fromEntries(url.searchParams),
      body: parse(await request.text()),
      headers: request.headers,
      aborted,
    };
    sent.push(recorded);
    return toResponse(await answerer(recorded));
  });
  vi.stubGlobal('fetch', fakeFetch);
  return { sent, count: (path) => sent.filter((request) => request.path === path).length, fetch: fakeFetch };
}

/** An answer the test gives later, to observe what shows while a request is under way. */
export function heldAnswer(): { answer: Promise<FakeAnswer>; release: (answer: FakeAnswer) => void } {
  let release: (answer: FakeAnswer) => void = () => undefined;
  const answer = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}
