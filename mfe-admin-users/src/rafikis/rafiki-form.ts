import { RAFIKI_STATUSES, createRafikiSchema, dateField, requiredText } from '@tulia/shared/contract';
import { humanize } from '@tulia/shared/ui';
import type { z } from 'zod';
import { emptyPersonForm } from '../people/PersonFields';
import { todayIso } from '../people/person-form';

/**
 * Add Rafiki: the contract's createRafikiSchema, with the join date required as the
 * form collects it (the api would default it to today).
 */
export const rafikiFormSchema = createRafikiSchema.extend({
  join_date: requiredText('Join date', 10).pipe(dateField('Join date')),
});
export type RafikiForm = z.input<typeof rafikiFormSchema>;

/** The status selector defaults to training, where an application starts. */
export function emptyRafikiForm(today = todayIso()): RafikiForm {
  return {
    ...emptyPersonForm,
    bio: '',
    location: '',
    personal_experience: '',
    motivations: '',
    join_date: today,
    specialties: [],
    help_areas: [],
    training_completed: false,
    is_moderator: false,
    status: 'training',
  };
}

/** Every status: pending, active, training, inactive, suspended. */
export const RAFIKI_STATUS_OPTIONS = RAFIKI_STATUSES.map((value) => ({ value, label: humanize(value) }));

/**
 * Adds an entry to a list typed one at a time: trimmed; blanks and entries already in
 * the list (in any letter case) are ignored.
 */
export function addEntry(entries: readonly string[], typed: string): string[] {
  const entry = typed.trim();
  if (entry === '' || entries.some((existing) => existing.toLowerCase() === entry.toLowerCase())) return [...entries];
  return [...entries, entry];
}
