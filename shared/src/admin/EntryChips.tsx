import { Text } from '@tulia/shared/chakra';
import { TagList } from '@tulia/shared/ui';

export interface EntryChipsProps {
  entries: readonly string[];
  /** Names the list for screen readers ('Specialties'). */
  label: string;
  /** Shows this many, then '+N' for the rest (2 specialties on a request row); all when absent. */
  max?: number;
}

/** A list of short texts (specialties, languages) as chips, or a dash when there are none. */
export function EntryChips({ entries, label, max }: EntryChipsProps) {
  if (entries.length === 0) return <Text color="gray.600">—</Text>;
  return <TagList tags={entries} max={max ?? entries.length} label={label} />;
}
