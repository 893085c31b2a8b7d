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

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html + decoder.decode();
    html += decoder.decode(value, { stream: true });
  }
}

/** Renders `ui` (wrap it with `withPublicProviders`) on the "server", then hydrates it. */
export async function renderThenHydrate(ui: ReactElement): Promise<HydrationResult> {
  const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  const { prelude } = await prerender(ui);
  const serverHtml = await readStream(prelude);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const serverElements = Array.from(container.querySelectorAll('*'));

  const problems: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    const message = args.map(String).join(' ');
    // A test artefact: the "server" and the "browser" share one module instance of each context here.
    if (message.includes('multiple renderers concurrently rendering the same context')) return;
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
