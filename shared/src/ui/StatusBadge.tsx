import { Badge } from '@tulia/shared/chakra';
import { humanize } from './format';

/**
 * Colours of every status in the product: green for good standing, red for
 * what needs attention or is blocked, gray for dormant, blue/orange/purple for in-between states.
 */
export const statusPalette: Record<string, string> = {
  active: 'green',
  approved: 'green',
  replied: 'green',
  inactive: 'gray',
  closed: 'gray',
  suspended: 'red',
  rejected: 'red',
  unread: 'red',
  read: 'blue',
  training: 'blue',
  pending: 'orange',
  on_leave: 'purple',
};

export interface StatusBadgeProps {
  status: string;
  /** Overrides the label (e.g. 'Inactive' for a suspended rafiki on the requests screen). */
  label?: string;
  /** Overrides the palette for this badge. */
  palette?: string;
}

export function StatusBadge({ status, label, palette }: StatusBadgeProps) {
  return (
    <Badge colorPalette={palette ?? statusPalette[status] ?? 'gray'} variant="subtle" data-status={status}>
      {label ?? humanize(status)}
    </Badge>
  );
}
