import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { takePreviewRequest } from './preview/preview-session';
import { preloadOnIntent } from './remotes/preload';
import { startFailureReports } from './remotes/failure-reports';
import { ensureRemotesRegistered } from './remotes/remote-registry';
import { createAppRouter } from './routes/router';
import { startPageSafety } from './safety/page-safety';
import { hydratePage } from './ssr/hydrate-page';

// ?preview= is taken out of the address before the router reads it (it is applied with remotes.json).
takePreviewRequest();

// Already started by the wake-up script on a page composed to HTML; this covers the others.
startPageSafety();

// Read remotes.json as early as possible; pages wait for it when they first load a remote.
ensureRemotesRegistered().catch((error: unknown) => console.error('remotes.json could not be read', error));
preloadOnIntent();
// Remote failures and the remote versions each page used, told to the api (no personal data).
startFailureReports();

const container = document.getElementById('root') as HTMLElement;
// Public pages arrive as HTML (composed at release) and are hydrated; the back office is rendered here.
if (container.hasAttribute('data-prerendered')) {
  void hydratePage(container);
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
