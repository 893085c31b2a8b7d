import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog, type FormDialogProps } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { runAction, type ActionTexts } from './actions';
import { showServerFieldErrors } from './forms';

export interface SchemaFormDialogProps<Input extends FieldValues, Output> {
  /** The contract schema (or a form schema built from it): the form refuses what the server refuses. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  title: string;
  submitLabel: string;
  submittingLabel?: string;
  size?: FormDialogProps['size'];
  /** The success toast and the fallback of the 'Error' toast (admin §8). */
  texts: ActionTexts;
  /** Sends the checked values to the api. */
  save: (values: Output) => Promise<unknown>;
  /** After a success: close and refresh the list. */
  onSaved: () => void;
  onClose: () => void;
  /** The fields; they reach the form through react-hook-form's context. */
  children: ReactNode;
}

/**
 * A create/edit form in a dialog, checked with react-hook-form and a zod schema. On a server
 * error the dialog stays open with everything typed, the 'Error' toast tells why, and a refusal
 * the server pins on a field (a taken e-mail) is shown under that field.
 */
export function SchemaFormDialog<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  title,
  submitLabel,
  submittingLabel,
  size,
  texts,
  save,
  onSaved,
  onClose,
  children,
}: SchemaFormDialogProps<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    if (await runAction(() => save(values), texts, showServerFieldErrors(form.setError))) onSaved();
  });
  return (
    <FormProvider {...form}>
      <FormDialog
        open
        title={title}
        onClose={onClose}
        onSubmit={(event) => void onSubmit(event)}
        submitLabel={submitLabel}
        submittingLabel={submittingLabel}
        submitting={form.formState.isSubmitting}
        size={size}
      >
        {children}
      </FormDialog>
    </FormProvider>
  );
}
