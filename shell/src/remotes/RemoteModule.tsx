import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { RemotePackage } from '../routes/route-table';
import { RemoteBoundary } from './RemoteBoundary';
import { loadExposedModule } from './remote-registry';

export interface RemoteModuleProps<P extends object> {
  owner: RemotePackage;
  module: string;
  props?: P;
  /** Shown while the module's code loads. */
  loading: ReactNode;
  /** Shown when it fails; `retry` really loads again (fresh import, fresh component). */
  renderError: (retry: () => void, error: Error) => ReactNode;
}

async function loadComponent<P extends object>(owner: RemotePackage, module: string): Promise<{ default: ComponentType<P> }> {
  const exposed = await loadExposedModule(owner, module);
  const component = exposed.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`${owner}/${module} has no default export`);
  }
  return { default: component as ComponentType<P> };
}

/** Renders the default export of a remote's exposed module inside a loading and failure boundary. */
export function RemoteModule<P extends object>({ owner, module, props, loading, renderError }: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a lazy component's rejection forever.
  const Lazy = useMemo(
    () => lazy(() => loadComponent<P>(owner, module)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the point: a new lazy on retry
    [owner, module, attempt],
  );
  const retry = () => setAttempt((n) => n + 1);
  return (
    <RemoteBoundary key={attempt} label={`${owner}/${module}`} fallback={(error) => renderError(retry, error)}>
      <Suspense fallback={loading}>
        <Lazy {...(props as P)} />
      </Suspense>
    </RemoteBoundary>
  );
}
