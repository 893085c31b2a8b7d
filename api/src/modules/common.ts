import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PageInfo } from '@tulia/shared/contract';

/** An ILIKE pattern that finds the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `expression ILIKE '%term%'` — the expression matches a pg_trgm index of the table. */
export function matches(expression: SQLWrapper, term: string): SQL {
  return sql`${expression} ilike ${containsPattern(term)}`;
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

export function pageInfo(total: number, page: number, perPage: number): PageInfo {
  return { total, page, per_page: perPage };
}

export function iso(date: Date): string {
  return date.toISOString();
}

/** A record's `created_at` and `updated_at` as the answers show them. */
export function timestampsOf(row: { createdAt: Date; updatedAt: Date }): { created_at: string; updated_at: string } {
  return { created_at: iso(row.createdAt), updated_at: iso(row.updatedAt) };
}

export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** `image_url` as `imageUrl`: a contract field's name as the schema's column. */
/** `image_url` as `imageUrl`: a contract field's name as the schema's column. */
export const columnName = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

type ColumnName<Field extends string> = Field extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<ColumnName<Tail>>}` : Field;

/** The columns of a row as an answer's fields, each under its contract name (`imageUrl` as `image_url`). */
export function fieldsOf<Row extends object, Field extends string>(
  row: Row,
  fields: readonly Field[],
): { [F in Field]: ColumnName<F> extends keyof Row ? Row[ColumnName<F>] : never } {
  return Object.fromEntries(fields.map((field) => [field, row[columnName(field) as keyof Row]])) as {
    [F in Field]: ColumnName<F> extends keyof Row ? Row[ColumnName<F>] : never;
  };
}

/** The columns a payload writes, each field under its column's name (the values as sent). */
export function columnsOf<Payload extends object, Field extends keyof Payload & string>(
  payload: Payload,
  fields: readonly Field[],
): { [F in Field as ColumnName<F>]: Payload[F] } {
  return Object.fromEntries(fields.map((field) => [columnName(field), payload[field]])) as { [F in Field as ColumnName<F>]: Payload[F] };
}
