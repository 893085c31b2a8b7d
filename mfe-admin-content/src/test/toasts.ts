import { STORAGE_KEYS } from '@tulia/shared/api-client';
import { subscribeToToasts, type ToastMessage } from '@tulia/shared/toast';

export type ShownToast = Pick<ToastMessage, 'kind' | 'title' | 'description'>;

/**
 * Sets up each test of the calling suite as a signed-in admin (a stored access token) and
 * collects the toasts it shows (the shell would render them); cleans up the fake api after.
 */
export function signedInWithToasts(): { toasts: ShownToast[] } {
  const shown: { toasts: ShownToast[] } = { toasts: [] };
  let stop: () => void = () => undefined;
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'test-token');
    shown.toasts = [];
    stop = subscribeToToasts(({ kind, title, description }) => shown.toasts.push({ kind, title, description }));
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });
  return shown;
}
