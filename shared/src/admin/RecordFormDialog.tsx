import type { FieldValues } from 'react-hook-form';
import type { AdminListDefinition } from './admin-list';
import { SchemaFormDialog, type SchemaFormDialogProps } from './SchemaFormDialog';

/** What a create/edit form says in one of its two modes ('Create Group' … 'Failed to create group'). */
export interface FormModeWords {
  title: string;
  submit: string;
  submitting: string;
  success: string;
  failure: string;
}

type Unchanged = 'title' | 'submitLabel' | 'submittingLabel' | 'texts' | 'changes' | 'save';

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
  words: { create: FormModeWords; edit: FormModeWords };
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
  const mode = record ? words.edit : words.create;
  return (
    <SchemaFormDialog
      {...form}
      title={mode.title}
      submitLabel={mode.submit}
      submittingLabel={mode.submitting}
      texts={{ success: mode.success, failure: mode.failure }}
      changes={[list]}
      save={(values) => (record ? list.api.update(record.id, payload(values, record)) : list.api.create(payload(values, null)))}
    />
  );
}
