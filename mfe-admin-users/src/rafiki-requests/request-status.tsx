import type { RafikiStatus } from '@tulia/shared/contract';
import { StatusBadge, statusPalette } from '@tulia/shared/ui';

/**
 * How Rafiki Requests shows a status: an application in training is pending, and a
 * suspended rafiki is displayed as inactive.
 */
export function requestStatusView(status: RafikiStatus): { status: string; label: string; palette: string } {
  if (status === 'training') return { status, label: 'Pending', palette: statusPalette.pending ?? 'orange' };
  const shown = status === 'suspended' ? 'inactive' : status;
  return { status: shown, label: shown.charAt(0).toUpperCase() + shown.slice(1), palette: statusPalette[shown] ?? 'gray' };
}

export function RequestStatusBadge({ status }: { status: RafikiStatus }) {
  const view = requestStatusView(status);
  return <StatusBadge status={view.status} label={view.label} palette={view.palette} />;
}
