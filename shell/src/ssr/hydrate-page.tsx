/**
 * Wakes up a page that arrived as HTML: loads the modules its tree renders (the public layout, the
 * page and the chat widget, from their owners), hydrates the same tree over the HTML (nothing is re-drawn), then
 * gives back what the visitor did before the app was there: text typed into fields, and the
 * button pressed or form sent that woke the app up.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import { preloadComponent } from '../remotes/RemoteModule';
import { chromeModules, isRemoteRoute, routeTable } from '../routes/route-table';
import { createAppRouter, hydrationDataFor } from '../routes/router';
import { wakeState } from '../wake/wake-protocol';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface TypedValue {
  field: Field;
  value: string;
  checked: boolean;
}

const isChoice = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Fields the visitor changed before the app was there (their value differs from the HTML's). */
function typedValues(container: HTMLElement): TypedValue[] {
  const fields = Array.from(container.querySelectorAll<Field>('input, textarea, select'));
  return fields
    .filter((field) => {
      if (isChoice(field)) return field.checked !== field.defaultChecked;
      if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
      return field.value !== field.defaultValue;
    })
    .map((field) => ({ field, value: field.value, checked: isChoice(field) && field.checked }));
}

/** Puts a value back the way a visitor's typing does, so that React and the form library see it. */
function restore({ field, value, checked }: TypedValue): void {
  if (!field.isConnected) return;
  if (isChoice(field)) {
    if (field.checked !== checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The modules a path's page needs: the public layout, and the page unless it is the 404 page. */
function modulesOf(pathname: string) {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = routeTable.find((candidate) => candidate.path === normalised);
  const page = route && isRemoteRoute(route) ? [{ owner: route.owner, module: route.module }] : [];
  // Opened without the assessment's answers, the results page moves on to the assessment at once.
  const next = route?.path === '/assessment-results' ? [{ owner: 'mfe-assessment' as const, module: 'AssessmentPage' }] : [];
  return [chromeModules.publicLayout, ...page, ...next];
}

export async function hydratePage(container: HTMLElement): Promise<void> {
  const { pathname } = window.location;
  // The chat widget is in the HTML too, but a page without it is still whole: if it cannot
  // load, its boundary is rendered in the browser (no chat button) and the rest is hydrated.
  const { owner: chatOwner, module: chatModule } = chromeModules.chatWidget;
  const chat = preloadComponent(chatOwner, chatModule).catch(() => undefined);
  try {
    await Promise.all([...modulesOf(pathname).map(({ owner, module }) => preloadComponent(owner, module)), chat]);
  } catch (error) {
    // A part of the page cannot be loaded: the page is rendered in the browser instead, where
    // the shell's boundaries show what failed, with Retry and the helpline.
    console.error('[shell] the page could not be woken up; rendering it in the browser', error);
    // Marked like a hydrated page is, so that tests (and tools) know the page is awake.
    container.dataset.rendered = 'browser';
    createRoot(container).render(
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    );
    return;
  }
  const typed = typedValues(container);
  const wake = wakeState();
  let done = false;
  const onHydrated = () => {
    if (done) return;
    done = true;
    if (wake) wake.hydrated = true;
    container.dataset.hydrated = 'true';
    for (const value of typed) restore(value);
    const click = wake?.click;
    const submit = wake?.submit;
    if (wake) {
      wake.click = undefined;
      wake.submit = undefined;
    }
    if (submit?.isConnected) submit.requestSubmit();
    else if (click instanceof HTMLElement && click.isConnected) click.click();
  };
  hydrateRoot(
    container,
    <StrictMode>
      <App router={createAppRouter(hydrationDataFor(pathname))} onHydrated={onHydrated} />
    </StrictMode>,
  );
}
