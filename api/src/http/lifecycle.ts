/**
 * Where an instance is in its life, for the readiness probe: `starting` until Fastify is ready,
 * `ready` while it takes traffic, `draining` from SIGTERM until it closes. While draining it
 * still answers everything (requests already on their way through the proxy must not fail);
 * only the readiness probe says 503, so that the proxy stops sending new ones
 * (docs/operations.md, "Probes and graceful restarts").
 */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

export class ServiceLifecycle {
  private current: LifecyclePhase = 'starting';

  get phase(): LifecyclePhase {
    return this.current;
  }

  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  beginDrain(): void {
    this.current = 'draining';
  }
}
