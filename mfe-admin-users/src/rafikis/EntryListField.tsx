import { Box, Button, Field, HStack, Input, Tag, Wrap } from '@tulia/shared/chakra';
import { useId, useState } from 'react';
import { addEntry } from './rafiki-form';

export interface EntryListFieldProps {
  label: string;
  /** Names one entry, for the input's placeholder and the buttons: 'specialty'. */
  entryName: string;
  value: readonly string[];
  onChange: (entries: string[]) => void;
  error?: string;
}

/**
 * A list typed one entry at a time (Enter or Add), each entry shown as a chip that can be
 * removed. Blanks and duplicates are ignored.
 */
export function EntryListField({ label, entryName, value, onChange, error }: EntryListFieldProps) {
  const [typed, setTyped] = useState('');
  const listId = useId();
  const add = () => {
    onChange(addEntry(value, typed));
    setTyped('');
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label color="gray.800">{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          value={typed}
          placeholder={`Add a ${entryName}`}
          aria-describedby={listId}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the entry instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} flexShrink={0} aria-label={`Add ${entryName}`}>
          Add
        </Button>
      </HStack>
      <Box id={listId} w="full">
        {value.length === 0 ? (
          <Field.HelperText color="gray.600">None added yet. Type one and press Enter or Add.</Field.HelperText>
        ) : (
          <Wrap as="ul" aria-label={`${label} added`} gap="2" mt="1" listStyleType="none">
            {value.map((entry) => (
              <Box as="li" key={entry}>
                <Tag.Root size="lg" colorPalette="brand" variant="subtle">
                  <Tag.Label>{entry}</Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={`Remove ${entry}`} onClick={() => onChange(value.filter((existing) => existing !== entry))} />
                  </Tag.EndElement>
                </Tag.Root>
              </Box>
            ))}
          </Wrap>
        )}
      </Box>
      {/* red.700, as the design system's fields: the default red is under 4.5:1 on white. */}
      {error ? <Field.ErrorText color="red.700">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
