import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemotePackage } from '../routes/route-table';
import { RemoteBoundary } from './RemoteBoundary';
import { loadPhaseOf, reportRemoteFailure, type FailurePhase } from './failure-reports';
import { loadExposedModule, registeredRemote } from './remote-registry';

export interface RemoteModuleProps<P extends object> {
  owner: RemotePackage;
  module: string;
  props?: P;
  /** Shown while the module's code loads. */
  loading: ReactNode;
  /** Shown when it fails; `retry` really loads again (a fresh remote load, a fresh component). */
  renderError: (retry: () => void, error: Error) => ReactNode;
  /** Whether renderError shows the visitor a calm message (false: the part simply disappears); reported with a failure. */
  calmFailure?: boolean;
}

type LoadOutcome<P> = { request: string } & ({ Component: ComponentType<P> } | { error: Error });

// Components already loaded, so that revisiting a page renders it at once, without a skeleton.
const readyComponents = new Map<string, ComponentType<never>>();

/** The default export of an exposed module, checked to be something React can render. */
export function renderableDefault<P>(exposed: { default?: unknown }, owner: string, module: string): ComponentType<P> {
  const component = exposed.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`${owner}/${module} has no default export`);
  }
  return component as ComponentType<P>;
}

async function loadComponent<P>(owner: RemotePackage, module: string): Promise<ComponentType<P>> {
  return renderableDefault<P>(await loadExposedModule(owner, module), owner, module);
}

/**
 * Makes a module render at once, with no loading state: the modules of a page rendered to HTML
 * are provided before it is rendered (on the server) or hydrated (in the browser), so that both
 * renders are the same.
 */
export function provideLoadedComponent(owner: RemotePackage, module: string, Component: ComponentType<never>): void {
  readyComponents.set(`${owner}/${module}`, Component);
}

/** Loads a module and provides it (see provideLoadedComponent). */
export async function preloadComponent(owner: RemotePackage, module: string): Promise<void> {
  provideLoadedComponent(owner, module, await loadComponent<never>(owner, module));
}

/** Reports a failure of a remote this browser has registered (one whose version is known). */
function report(owner: RemotePackage, module: string, phase: FailurePhase, error: unknown, calmMessageShown: boolean, attempt: number): void {
  const remote = registeredRemote(owner);
  if (remote) reportRemoteFailure({ remote: owner, version: remote.version, module, phase, error, calmMessageShown, attempt });
}

/** Renders the default export of a remote's exposed module inside a loading and failure boundary. */
export function RemoteModule<P extends object>({ owner, module, props, loading, renderError, calmFailure = true }: RemoteModuleProps<P>) {
  const key = `${owner}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [outcome, setOutcome] = useState<LoadOutcome<P> | null>(null);
  const cached = readyComponents.get(key) as ComponentType<P> | undefined;

  useEffect(() => {
    // No shortcut when the component is already in readyComponents: it may have arrived after this
    // instance rendered (loaded by an earlier mount of the same page, e.g. before the public layout
    // replaced its fallback around it), and only this subscription re-renders this instance then.
    // A loaded module's promise is kept, so this costs one render.
    let current = true;
    loadComponent<P>(owner, module).then(
      (Component) => {
        readyComponents.set(key, Component as ComponentType<never>);
        if (current) setOutcome({ request, Component });
      },
      (error: unknown) => {
        console.error(`[remote ${key}] could not be loaded`, error);
        report(owner, module, loadPhaseOf(error), error, calmFailure, attempt);
        if (current) setOutcome({ request, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, owner, module, request, attempt, calmFailure]);

  const retry = () => {
    readyComponents.delete(key);
    setAttempt((n) => n + 1);
  };
  const settled = outcome?.request === request ? outcome : null;
  const Component = cached ?? (settled && 'Component' in settled ? settled.Component : undefined);
  if (!Component) return <>{settled && 'error' in settled ? renderError(retry, settled.error) : loading}</>;
  return (
    // A render error inside the remote is caught here too; Retry remounts it from a fresh load.
    <RemoteBoundary
      key={attempt}
      label={key}
      fallback={(error) => renderError(retry, error)}
      onError={(error) => report(owner, module, 'render', error, calmFailure, attempt)}
    >
      <Component {...(props as P)} />
    </RemoteBoundary>
  );
}
