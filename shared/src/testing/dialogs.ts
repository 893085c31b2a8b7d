// Steps through an admin screen's dialogs in component tests (unit tests only; never part of a build).
import { screen } from '@testing-library/react';

/** What these steps need of user-event's user (each app brings its own user-event). */
interface Pointer {
  click: (element: Element) => Promise<void>;
}

/**
 * Clicks the button the screen shows (once it has loaded) and gives the dialog it opens: by its
 * role ('dialog' unless said) and, when given, its name.
 */
export async function openDialog(user: Pointer, button: string, dialog: { name?: string; role?: 'dialog' | 'alertdialog' } = {}): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole(dialog.role ?? 'dialog', { name: dialog.name });
}

/** Ticks the rows' checkboxes, the first once the list shows it, and gives the bulk actions bar. */
export async function selectRows(user: Pointer, [first, ...more]: readonly [string, ...string[]]): Promise<HTMLElement> {
  await user.click(await screen.findByRole('checkbox', { name: first }));
  for (const name of more) await user.click(screen.getByRole('checkbox', { name }));
  return screen.getByRole('region', { name: 'Bulk actions' });
}
