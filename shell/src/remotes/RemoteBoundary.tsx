import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  children: ReactNode;
  fallback: (error: Error) => ReactNode;
  /** Names the remote in the console, for whoever operates the site. */
  label: string;
  /** Told of each error caught (the failure report). */
  onError?: (error: Error) => void;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/** Catches a remote that fails to load or to render, so it never blanks the shell. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote ${this.props.label}] failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
