import type { Location } from '@tulia/shared/router';

/** Where the guard was sent from (the 'from' it passes); only admin paths are honoured. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!pathname.startsWith('/admin') || pathname.startsWith('/admin/login')) return '/admin';
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
