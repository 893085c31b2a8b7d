import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The zod resolver for a form whose values are one of the shapes a contract schema accepts.
 * The contract's input types are wider than a form's (tags as text or a list, an id as text or a
 * number), and react-hook-form types the resolver invariantly; `Values extends Input` keeps the
 * check that matters: everything the form holds is valid input for the schema.
 */
export function formResolver<Values extends Input, Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
}
