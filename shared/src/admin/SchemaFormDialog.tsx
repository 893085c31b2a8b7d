import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog, type FormDialogProps } from '@tulia/shared/ui';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminMutation, type ActionTexts } from './mutations';
import type { AdminListDefinition } from './admin-list';
import { showServerFieldErrors } from './server-errors';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * The props of a dialog about one record, passed as `Name`: it closes (`onClose`), or saves and
 * then closes (`onSaved`, usually closing the dialogs under it as well).
 */
export type RecordDialogProps<Name extends string, T> = { readonly [K in Name]: T } & { onClose: () => void; onSaved: () => void };

/**
 * What a form dialog says: its title, its submit button (and the button while saving), the
 * success toast (with an optional description) and the fallback of the 'Error' toast.
 */
export interface FormWords extends ActionTexts {
  title: string;
  submit: string;
  submitting?: string;
}

export interface SchemaFormDialogProps<Input extends FieldValues, Output> {
  /** The contract schema (or a form schema built from it): the form refuses what the server refuses. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  words: FormWords;
  size?: FormDialogProps['size'];
  /** What the save alters: those lists and figures refresh after it. */
  changes: readonly (Pick<AdminListDefinition<unknown>, 'name' | 'related'> | string)[];
  /** Sends the checked values to the api. */
  save: (values: Output) => Promise<unknown>;
  /** After a success (usually: close). */
  onSaved: () => void;
  onClose: () => void;
  /** The fields; they reach the form through react-hook-form's context. */
  children: ReactNode;
}

/**
 * A create/edit form in a dialog, checked with react-hook-form and a zod schema. On a server
 * error the dialog stays open with everything typed, the 'Error' toast tells why, and a refusal
 * the server pins on a field (a taken e-mail) is shown under that field. Changes are never
 * thrown away without a question: not by Escape, a click outside, Cancel, another page or
 * closing the tab.
 */
export function SchemaFormDialog<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  words,
  size,
  changes,
  save,
  onSaved,
  onClose,
  children,
}: SchemaFormDialogProps<Input, Output>) {
  // The contract's input type may be wider than the form's values (react-hook-form types the resolver invariantly).
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema) as unknown as Resolver<Input, unknown, Output>, defaultValues });
  const saving = useAdminMutation({ changes, run: save, texts: words, onError: showServerFieldErrors(form.setError) });
  // Once saved, closing or moving on loses nothing; a failed save keeps the guard.
  const [saved, setSaved] = useState(false);
  const dirty = form.formState.isDirty && !saved;
  const leaveDialog = useLeaveGuard(dirty && !form.formState.isSubmitting);
  const onSubmit = form.handleSubmit(async (values) => {
    if (await saving.mutate(values)) {
      setSaved(true);
      onSaved();
    }
  });
  return (
    <FormProvider {...form}>
      <FormDialog
        open
        title={words.title}
        onClose={onClose}
        onSubmit={(event) => void onSubmit(event)}
        submitLabel={words.submit}
        submittingLabel={words.submitting}
        submitting={form.formState.isSubmitting}
        size={size}
        dirty={dirty}
      >
        {children}
      </FormDialog>
      {leaveDialog}
    </FormProvider>
  );
}
