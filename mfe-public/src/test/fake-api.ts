/**
 * A stand-in for the network in component tests: answers fetch calls by method and path, and
 * records every request. An answer may be held (a promise) to observe in-between states.
 */
export type FakeAnswer = Response | Promise<Response> | (() => Response | Promise<Response>);

export interface FakeApi {
  fetch: typeof fetch;
  requests: { method: string; path: string; body: unknown }[];
}

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that fails like a dropped connection. */
export const networkFailure = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

/** An answer the test releases later. */
export function heldAnswer(): { answer: Promise<Response>; release: (response: Response) => void } {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

export function fakeApi(routes: Record<string, FakeAnswer>): FakeApi {
  const requests: FakeApi['requests'] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const text = request.method === 'GET' ? '' : await request.text();
    requests.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : undefined });
    const answer = routes[`${request.method} ${path}`];
    if (!answer) return json(404, { message: `No fake route for ${request.method} ${path}` });
    return typeof answer === 'function' ? answer() : answer;
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}
