/**
 * Component-test helper for server-rendered pages: renders UI to HTML as the composition step
 * does (React's `prerender`, which waits for lazy parts), puts that HTML in the document, then
 * hydrates it as the browser does. A page passes when hydration reports nothing (no mismatch,
 * no recoverable error, no console error) and keeps the server's elements (no remount).
 */
import { ChakraProvider } from '@tulia/shared/chakra';
import { MemoryRouter } from '@tulia/shared/router';
import { system } from '@tulia/shared/theme';
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';

// A test artefact, never seen on a real page: the "server" and the "browser" share one module
// instance of each context here, and React warns each time the browser renders a provider the
// server rendered. Dropped for the whole test file, so real console errors stay readable.
export const sharedContextWarning = 'multiple renderers concurrently rendering the same context';
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (!args.some((arg) => String(arg).includes(sharedContextWarning))) consoleError(...args);
};

export interface HydrationResult {
  container: HTMLElement;
  /** The HTML the server sent. */
  serverHtml: string;
  /** Mismatches and errors React or the page reported while hydrating. */
  problems: string[];
  /** Elements of the server's HTML that are no longer in the document after hydration. */
  replacedElements: number;
  root: Root;
  unmount: () => void;
}

/** The providers the shell puts around every public page. */
export function withPublicProviders(ui: ReactElement, path: string): ReactElement {
  return (
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ChakraProvider>
  );
}

/**
 * The server's HTML of `ui`, with the composition's settings (shell/src/ssr/render-page.tsx): no
 * boundary is ever outlined (written apart and moved by an inline script, which never runs here).
 * And as a separate server would: here the "server" and the "browser" share React's context
 * objects, and prerender leaves the values of the last boundary it rendered set (the browser's
 * router would take them for an enclosing router); an empty render puts them back.
 */
export async function serverHtmlOf(ui: ReactElement): Promise<string> {
  const { prelude } = await prerender(ui, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  await prerender(null);
  return html;
}

/** Renders `ui` (wrap it with `withPublicProviders`) on the "server", then hydrates it. */
export async function renderThenHydrate(ui: ReactElement): Promise<HydrationResult> {
  const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  const serverHtml = await serverHtmlOf(ui);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const serverElements = Array.from(container.querySelectorAll('*'));

  const problems: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (message.includes(sharedContextWarning)) return;
    problems.push(message);
  };

  let root: Root | undefined;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      root = hydrateRoot(container, ui, {
        onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`),
      });
      // Lazy parts (code split sections) resolve in later tasks.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  } finally {
    console.error = originalError;
    actGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  const replacedElements = serverElements.filter((element) => !element.isConnected).length;
  const hydrated = root as Root;
  return {
    container,
    serverHtml,
    problems,
    replacedElements,
    root: hydrated,
    unmount: () => {
      act(() => hydrated.unmount());
      container.remove();
    },
  };
}
