import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadOnIntent } from './remotes/preload';
import { ensureRemotesRegistered } from './remotes/remote-registry';

// Read remotes.json as early as possible; pages wait for it when they first load a remote.
ensureRemotesRegistered().catch((error: unknown) => console.error('remotes.json could not be read', error));
preloadOnIntent();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
