import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAdminScreen, type FakeAnswer, type SentRequest } from '@tulia/shared/testing';
import type { ReactElement } from 'react';
import { collectToasts } from './toasts';

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

/** What a new account sends for `personEntries(name, login, phone)`. */
export function personPayload(name: string, login: string, phone: string) {
  return { full_name: name, email: `${login}@example.org`, username: login, phone, password: 'a-long-password' };
}

/** The messages an empty account part shows, in the form's order (a new account's password aside). */
export const personMessages = ['Full name is required', 'Email is required', 'Username is required', 'Phone is required'];

/** The same for a new account, which must be given a password. */
export const newPersonMessages = [...personMessages, 'Password is required'];

/** A failure the api answers a save with: its message, also at the field it names. */
export const refusal = (field: string, message: string) => ({ status: 409, body: { message, errors: [{ field, message }] } });

/**
 * Opens a form dialog as an admin sees it, over a fake api that answers every request with
 * `answer`: the requests sent, the toasts shown, the dialog's onSaved and the steps a test takes.
 */
export function openFormDialog(dialog: (onSaved: () => void) => ReactElement, answer: FakeAnswer = { body: {} }) {
  const { sent } = fakeApi(() => answer);
  const { toasts, stop } = collectToasts();
  onTestFinished(stop);
  const onSaved = vi.fn();
  renderAdminScreen(dialog(onSaved));
  const user = userEvent.setup();
  const submit = (button: string) => user.click(screen.getByRole('button', { name: button }));
  return {
    sent,
    toasts,
    onSaved,
    user,
    fill: (entries: FieldEntries) => fillForm(user, entries),
    submit,
    /** Submits, and finds each message at its field with nothing sent. */
    async expectHeldBack(button: string, messages: readonly string[]) {
      await submit(button);
      for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
      expect(sent).toHaveLength(0);
    },
    /** Submits, waits for onSaved and gives the one request that saved. */
    async save(button: string): Promise<SentRequest | undefined> {
      await submit(button);
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      return sent[0];
    },
    /** Submits, and finds the api's refusal at the field and in an 'Error' toast, with the dialog not saved. */
    async expectRefused(button: string, message: string) {
      await submit(button);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error', title: 'Error', description: message }));
      expect(onSaved).not.toHaveBeenCalled();
    },
  };
}
