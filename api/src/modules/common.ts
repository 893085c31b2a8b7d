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

export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
