import { tokenStorage } from '@tulia/shared/api-client';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/**
 * Stands in for the api in the shell's unit tests: answers each GET by its path under /api
 * (`admin/pending-counts`) and records the paths asked, in order. A path with no answer is a 404.
 */
export function fakeApi(answers: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  const asked: string[] = [];
  tokenStorage.setTokens('test-access-token', 'test-refresh-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      asked.push(path);
      const answer = answers[path];
      const { status = 200, body } = (typeof answer === 'function' ? answer() : answer) ?? { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { asked, count: (path: string) => asked.filter((entry) => entry === path).length };
}

export const signedInAdmin = {
  id: 7,
  email: 'jane@example.org',
  username: 'jane',
  full_name: 'Jane Doe',
  admin_level: 'super_admin',
} as const;
