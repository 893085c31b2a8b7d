// Listeners told when a session ends because a silent refresh failed: the admin must sign in again.
type SessionExpiredListener = () => void;

const listeners = new Set<SessionExpiredListener>();

export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      // One failing listener must not keep the others from hearing about the expiry.
      console.error(error);
    }
  }
}
