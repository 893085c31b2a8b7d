import type { FieldValues } from 'react-hook-form';
import type { AdminListDefinition } from './admin-list';
import { SchemaFormDialog, type FormWords, type SchemaFormDialogProps } from './SchemaFormDialog';

type Unchanged = 'words' | 'changes' | 'save';

export interface RecordFormDialogProps<Input extends FieldValues, Output, T extends { id: number }, P> extends Omit<
  SchemaFormDialogProps<Input, Output>,
  Unchanged
> {
  /** The record to edit, or null to create one. */
  record: T | null;
  /** The record's list: its create or update write saves the form, and the list refreshes. */
  list: Pick<AdminListDefinition<unknown>, 'name' | 'related'> & {
    api: { create: (payload: P) => Promise<unknown>; update: (id: number, payload: P) => Promise<unknown> };
  };
  /** What the form says in each mode ('Create Group' … 'Failed to create group'). */
  words: { create: FormWords; edit: FormWords };
  /** What is sent for the checked values (and the record being edited). */
  payload: (values: Output, record: T | null) => P;
}

/**
 * One form for creating a record or editing one (react-admin's create/edit pair, refine's
 * modal form): the mode picks the words, and the save is the list's create or update.
 */
export function RecordFormDialog<Input extends FieldValues, Output, T extends { id: number }, P>({
  record,
  list,
  words,
  payload,
  ...form
}: RecordFormDialogProps<Input, Output, T, P>) {
  return (
    <SchemaFormDialog
      {...form}
      words={record ? words.edit : words.create}
      changes={[list]}
      save={(values) => (record ? list.api.update(record.id, payload(values, record)) : list.api.create(payload(values, null)))}
    />
  );
}
