import { Box, Button, Text } from '@tulia/shared/chakra';
import { ConfirmDialog } from '@tulia/shared/ui';
import { useState } from 'react';

export interface BulkAction {
  key: string;
  /** The button ('Mark as Read'). */
  label: string;
  /** The confirmation's title and question for this many rows. */
  confirm: (count: number) => { title: string; message: string; confirmLabel: string };
  destructive?: boolean;
  run: () => Promise<boolean>;
}

/**
 * Shown when rows are selected: how many, the actions for all of them, and Clear. Each
 * action asks once, then sends one request for the whole selection.
 */
export function BulkActionBar({
  count,
  noun,
  actions,
  onClear,
}: {
  count: number;
  noun: { one: string; many: string };
  actions: readonly BulkAction[];
  onClear: () => void;
}) {
  const [asking, setAsking] = useState<BulkAction | null>(null);
  if (count === 0) return null;
  const text = asking?.confirm(count);
  return (
    <Box
      role="region"
      aria-label="Bulk actions"
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      gap="3"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      borderRadius="lg"
      px="4"
      py="2"
      mb="3"
    >
      <Text fontWeight="medium" flex="1" aria-live="polite">
        {count} {count === 1 ? noun.one : noun.many} selected
      </Text>
      {actions.map((action) => (
        <Button key={action.key} size="sm" colorPalette={action.destructive ? 'red' : 'brand'} onClick={() => setAsking(action)}>
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      {asking && text ? (
        <ConfirmDialog
          open
          title={text.title}
          message={text.message}
          confirmLabel={text.confirmLabel}
          destructive={asking.destructive ?? false}
          onConfirm={async () => {
            if (await asking.run()) setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Box>
  );
}
