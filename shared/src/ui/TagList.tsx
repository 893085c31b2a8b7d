import { Badge, HStack } from '@tulia/shared/chakra';

export interface TagListProps {
  tags: readonly string[];
  /** How many tags are shown before the rest collapse into '+N' (e.g. 3 on a resource card). */
  max: number;
  /** Names the list for screen readers. */
  label?: string;
}

/** Up to `max` tags, then '+N' for the rest (the hidden tags are in its title). Tags are text, never markup. */
export function TagList({ tags, max, label = 'Tags' }: TagListProps) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hidden = tags.slice(max);
  return (
    <HStack as="ul" aria-label={label} gap="1.5" flexWrap="wrap" listStyleType="none" m="0" p="0">
      {shown.map((tag, index) => (
        <li key={`${index}-${tag}`}>
          <Badge variant="subtle" colorPalette="gray" color="gray.800">
            {tag}
          </Badge>
        </li>
      ))}
      {hidden.length > 0 ? (
        <li>
          <Badge variant="outline" colorPalette="gray" color="gray.800" title={hidden.join(', ')}>
            +{hidden.length}
          </Badge>
        </li>
      ) : null}
    </HStack>
  );
}
