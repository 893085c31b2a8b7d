import { z } from 'zod';

// Error bodies carry `message`; `error` is accepted too. A field of the wrong
// type is dropped instead of failing the whole body, so the other field still counts.
export const errorBodySchema = z.object({
  message: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
