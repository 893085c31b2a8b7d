import { Badge } from '@tulia/shared/chakra';

/** Marks a person who is also a rafiki (a trained peer supporter). */
export function RafikiBadge() {
  return (
    <Badge colorPalette="purple" variant="subtle" size="sm">
      Rafiki
    </Badge>
  );
}
