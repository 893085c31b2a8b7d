import { Text } from '@tulia/shared/chakra';
import { approveRafikiSchema, rejectRafikiSchema, type Rafiki, type UpdateRafikiInput } from '@tulia/shared/contract';
import { SchemaFormDialog, formFields, type FormWords, type RecordDialogProps } from '@tulia/shared/admin';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { rafikisList } from '../rafikis/rafikis-list';

/** After a success (`onSaved`) the application leaves the list. */
export type ReviewDialogProps = RecordDialogProps<'rafiki', Rafiki>;

interface ReviewFormProps<Input extends FieldValues, Output extends UpdateRafikiInput> extends ReviewDialogProps {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  words: FormWords;
  explanation: string;
  note: { name: 'admin_notes' | 'reason'; label: string; required?: boolean };
}

const Field = formFields<{ admin_notes?: string; reason?: string }>();

/** An application's review: a sentence on what happens, one note field, and PUT /rafikis/{id}. */
function ReviewForm<Input extends FieldValues, Output extends UpdateRafikiInput>({ rafiki, explanation, note, ...form }: ReviewFormProps<Input, Output>) {
  return (
    <SchemaFormDialog {...form} size="md" changes={[rafikisList]} save={(values) => rafikisList.api.update(rafiki.id, values)}>
      <Text color="gray.800">{explanation}</Text>
      <Field.TextAreaField {...note} rows={4} />
    </SchemaFormDialog>
  );
}

/** Approve an application (training → active), with optional admin notes. */
export function ApproveRequestDialog(props: ReviewDialogProps) {
  const name = props.rafiki.user.full_name;
  return (
    <ReviewForm
      {...props}
      schema={approveRafikiSchema}
      defaultValues={{ status: 'active', admin_notes: '' }}
      words={{
        title: 'Approve application',
        submit: 'Approve',
        submitting: 'Approving...',
        success: 'Request Approved',
        description: `${name} is now an active rafiki.`,
        failure: 'Failed to approve request',
      }}
      explanation={`${name} becomes an active rafiki.`}
      note={{ name: 'admin_notes', label: 'Admin notes (optional)' }}
    />
  );
}

/** Reject an application (training → inactive); the reason is required, here and on the server. */
export function RejectRequestDialog(props: ReviewDialogProps) {
  const name = props.rafiki.user.full_name;
  return (
    <ReviewForm
      {...props}
      schema={rejectRafikiSchema}
      defaultValues={{ status: 'inactive', reason: '' }}
      words={{
        title: 'Reject application',
        submit: 'Reject',
        submitting: 'Rejecting...',
        success: 'Request Rejected',
        description: `The application of ${name} was rejected.`,
        failure: 'Failed to reject request',
      }}
      explanation={`${name}'s application will be rejected and the rafiki marked inactive.`}
      note={{ name: 'reason', label: 'Reason', required: true }}
    />
  );
}
