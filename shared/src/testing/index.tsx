// Test helpers for admin screens (unit tests only; never part of a build).
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ChakraProvider } from '@tulia/shared/chakra';
import { AdminDataProvider } from '@tulia/shared/admin';
import { RouterProvider, createMemoryRouter, useLocation } from '@tulia/shared/router';
import { system } from '@tulia/shared/theme';
import type { ReactElement } from 'react';

/** The current address, shown for tests to read (`screen.getByTestId('location')`). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface AdminScreenOptions {
  /** The address the screen opens at, with its query ('/admin/users?status=suspended'). */
  at?: string;
}

/**
 * Renders an admin screen as the shell does: Chakra, a fresh cache (no retries, so a failure
 * shows at once) and a data router (list state in the address, the leave guard).
 */
export function renderAdminScreen(
  ui: ReactElement,
  { at = '/admin/screen' }: AdminScreenOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; client: QueryClient } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  const pathname = new URL(at, 'http://test').pathname;
  const router = createMemoryRouter(
    [
      {
        path: pathname,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [at] },
  );
  const result = render(
    <ChakraProvider value={system}>
      <AdminDataProvider client={client}>
        <RouterProvider router={router} />
      </AdminDataProvider>
    </ChakraProvider>,
  );
  return { ...result, router, client };
}

/** Whether a pointer reaches the element: the nearest declared `pointer-events`, as user-event reads it. */
function takesPointer(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value !== 'none';
  }
  return true;
}

/**
 * Finds the question asked over an open form (Discard changes?) once it is the top layer. A
 * dialog opened over another takes the pointer and leaves the accessibility tree's hidden part
 * an animation frame or two after it appears; a click on a busy machine can land before.
 */
export async function findQuestionOnTop(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const question = screen.getByRole('alertdialog', { name });
    if (!takesPointer(question) || within(question).queryAllByRole('button').length === 0) throw new Error(`"${name}" is not the top layer yet`);
    return question;
  });
}

export { fakeApi, heldAnswer, json, networkFailure } from './fake-api';
export { recordFixture } from './records';
export { openDialog, selectRows } from './dialogs';
export { listContractMismatches } from './list-contract';
export type { Answerer, AnswersByPath, FakeAnswer, FakeApi, SentRequest } from './fake-api';
