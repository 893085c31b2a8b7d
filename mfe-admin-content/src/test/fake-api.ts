/**
 * A stand-in for the api in component tests: answers fetch calls by method and path, and
 * records each request with its JSON body (read as a server would, so ky's upload completes).
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export type FakeRoute = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: RecordedRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = await request.text();
    const url = new URL(request.url);
    const recorded = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(recorded);
    const route = routes[`${recorded.method} ${recorded.path}`];
    return route ? route(recorded) : json(404, { message: `No fake route for ${recorded.method} ${recorded.path}` });
  };
  vi.stubGlobal('fetch', fetchImpl);
  return { requests };
}
