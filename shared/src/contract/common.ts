import { z } from 'zod';
import { positiveIntText } from './fields';

/** The largest page the server answers; bigger per_page values are refused with a 400. */
export const MAX_PER_PAGE = 100;

/** Page sizes the specification fixes (admin §9); other lists default to the maximum. */
export const DEFAULT_PER_PAGE = {
  users: 50,
  boma_groups: 20,
  contact_messages: 20,
  other: MAX_PER_PAGE,
} as const;

/** The largest value of a database id (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** `{id}` in a path: a positive whole number. */
export const idParamsSchema = z.object({ id: positiveIntText('Id', MAX_ID) });
export type IdParams = z.infer<typeof idParamsSchema>;

/** page and per_page of a paged list, with the list's default page size. */
export function pagingQuery(defaultPerPage: number) {
  return {
    page: positiveIntText('Page', 100_000).default(1),
    per_page: positiveIntText('Per page', MAX_PER_PAGE).default(defaultPerPage),
  };
}

/** The paging part of every list answer. */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A list answer under the key the specification names, plus total, page and per_page. */
export function pagedListSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> }).extend(pageInfoSchema.shape);
}

/** An answer that only confirms, with a text the client may show. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Timestamps travel as ISO 8601 text. */
export const timestampSchema = z.string();
