import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type FieldEntries = readonly (readonly [label: RegExp, text: string])[];

/** Types each text into the field with that label, as a person would. */
export async function fillForm(user: ReturnType<typeof userEvent.setup>, entries: FieldEntries): Promise<void> {
  for (const [label, text] of entries) await user.type(screen.getByLabelText(label), text);
}

/** The account part that the user, therapist and rafiki forms share. */
export function personEntries(name: string, login: string, phone: string): FieldEntries {
  return [
    [/^Full name/, name],
    [/^Email/, `${login}@example.org`],
    [/^Username/, login],
    [/^Phone/, phone],
    [/^Password/, 'a-long-password'],
  ];
}
