import { tokenStorage } from '@tulia/shared/api-client';
import { subscribeToToasts, type ToastMessage } from '@tulia/shared/toast';

export interface SentRequest {
  method: string;
  /** The path under /api, e.g. '/admin/users'. */
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/**
 * Stands in for the api: every request is recorded (its body read, as a server would: ky waits
 * for it) and answered by `answer`. A stored access token makes the client send its calls.
 */
export function fakeApi(answer: (request: SentRequest) => FakeAnswer = () => ({ body: {} })) {
  const sent: SentRequest[] = [];
  tokenStorage.setTokens('test-access-token', 'test-refresh-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      const url = new URL(request.url);
      const recorded: SentRequest = {
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        search: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      sent.push(recorded);
      const { status = 200, body = {} } = answer(recorded);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

/** Collects the toasts shown while a test runs. */
export function collectToasts() {
  const toasts: ToastMessage[] = [];
  const stop = subscribeToToasts((toast) => toasts.push(toast));
  return { toasts, stop };
}
