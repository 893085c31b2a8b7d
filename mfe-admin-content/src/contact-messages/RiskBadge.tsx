import { Badge } from '@tulia/shared/chakra';
import type { RiskLevel } from '@tulia/shared/contract';

/**
 * The mark of a flagged message: 'Crisis' (solid red) for `high`, 'Elevated' (amber outline)
 * for `elevated`, nothing otherwise. The word carries the meaning; the colour only helps.
 */
export function RiskBadge({ level }: { level: RiskLevel }) {
  if (level === 'high') {
    return (
      <Badge bg="red.700" color="white" variant="solid" data-risk="high">
        Crisis
      </Badge>
    );
  }
  if (level === 'elevated') {
    return (
      <Badge variant="outline" color="orange.800" borderColor="orange.700" borderWidth="1px" boxShadow="none" data-risk="elevated">
        Elevated
      </Badge>
    );
  }
  return null;
}
