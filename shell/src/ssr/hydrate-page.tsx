/**
 * Wakes up a page that arrived as HTML: loads the modules its tree renders (the public layout, the
 * page and the chat widget, from their owners), hydrates the same tree over the HTML (nothing is re-drawn), then
 * gives back what the visitor did before the app was there: text typed into fields, and the
 * button pressed or form sent that woke the app up. Under a preview the page is rendered in the
 * browser instead: its HTML was composed from the live versions.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import { activePreviews, previewPossible } from '../preview/preview-session';
import { preloadComponent } from '../remotes/RemoteModule';
import { ensureRemotesRegistered } from '../remotes/remote-registry';
import { chromeModules, isRemoteRoute, routeTable } from '../routes/route-table';
import { createAppRouter, hydrationDataFor, preloadShellPage, whenShellPageShown } from '../routes/router';
import { HYDRATES_LATER_ATTRIBUTE } from '@tulia/shared/page-marks';
import { forgetActivation, replayClick } from '../wake/replay-click';
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
  // React remembers the last value it saw in a field; one typed in before hydration already holds
  // the value put back, so React would see no change and put its own state back. Emptied first
  // through React's own setter, the field then changes as if typed.
  if (!(field instanceof HTMLSelectElement)) field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The remote modules a path's page needs: for a public page (or the 404 page) the public layout,
 * the chat widget and the page; a back-office page composed to HTML (the sign-in) is the shell's own.
 */
function modulesOf(pathname: string) {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = routeTable.find((candidate) => candidate.path === normalised);
  if (route && route.area !== 'public') return { required: [], chat: null, shellPage: isRemoteRoute(route) ? null : route.page };
  const remote = route && isRemoteRoute(route) ? route : undefined;
  // A page that moves on at once (the results page opened without answers) needs the next one too.
  const page = remote ? [remote.module, ...(remote.alsoLoads ?? [])].map((module) => ({ owner: remote.owner, module })) : [];
  return { required: [chromeModules.publicLayout, ...page], chat: chromeModules.chatWidget, shellPage: null };
}

/**
 * What the visitor types while the app hydrates: the form library puts its fields back to their
 * defaults when it takes them over, so the last value of each field is kept until then.
 */
function keepTyping(container: HTMLElement): { stop: () => TypedValue[] } {
  const kept = new Map<Field, TypedValue>(typedValues(container).map((value) => [value.field, value]));
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    kept.set(field, { field, value: field.value, checked: isChoice(field) && field.checked });
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);
  return {
    stop() {
      container.removeEventListener('input', onInput, true);
      container.removeEventListener('change', onInput, true);
      return [...kept.values()];
    },
  };
}

/**
 * Sends a form again as its submit button would: a page's Suspense boundaries are hydrated just
 * after the page itself, and React hydrates one at once for a click in it, not for a submit event.
 */
function replaySubmit(form: HTMLFormElement): void {
  const submitter = form.querySelector<HTMLButtonElement | HTMLInputElement>('button[type="submit"], input[type="submit"]');
  if (submitter) submitter.click();
  else form.requestSubmit();
}

/** Renders the page in the browser over its HTML, marked as a hydrated page is, so that tests (and tools) know the page is awake. */
function renderInBrowser(container: HTMLElement): void {
  const wake = wakeState();
  if (wake) wake.hydrating = true;
  container.dataset.rendered = 'browser';
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

export async function hydratePage(container: HTMLElement): Promise<void> {
  // Only when one is asked for or stored: an ordinary visit waits for nothing more than before.
  if (previewPossible()) {
    await ensureRemotesRegistered().catch(() => undefined);
    if (Object.keys(activePreviews()).length > 0) return renderInBrowser(container);
  }
  const { pathname } = window.location;
  const modules = modulesOf(pathname);
  // The chat widget is in the HTML too, but a page without it is still whole: if it cannot
  // load, its boundary is rendered in the browser (no chat button) and the rest is hydrated.
  const chat = modules.chat ? preloadComponent(modules.chat.owner, modules.chat.module).catch(() => undefined) : undefined;
  try {
    await Promise.all([
      ...modules.required.map(({ owner, module }) => preloadComponent(owner, module)),
      modules.shellPage ? preloadShellPage(modules.shellPage) : undefined,
      chat,
    ]);
  } catch (error) {
    // A part of the page cannot be loaded: the page is rendered in the browser instead, where
    // the shell's boundaries show what failed, with Retry and the helpline.
    console.error('[shell] the page could not be woken up; rendering it in the browser', error);
    return renderInBrowser(container);
  }
  const typing = keepTyping(container);
  const wake = wakeState();
  let done = false;
  const giveBack = () => {
    if (wake) wake.hydrated = true;
    container.dataset.hydrated = 'true';
    const typed = typing.stop();
    const click = wake?.click;
    const submit = wake?.submit;
    const opened = wake?.opened;
    if (wake) {
      wake.click = undefined;
      wake.submit = undefined;
      wake.opened = undefined;
    }
    // A panel opened at once is opened by the app too (its toggle's tap, replayed once the
    // panel's part is hydrated: the chat widget is hydrated after the page). What was typed in
    // it is put back after that, or hydration would empty the field again; the rest at once.
    const toggle = opened instanceof HTMLElement && opened.isConnected ? opened : null;
    const reopening = toggle?.closest<HTMLElement>(`[${HYDRATES_LATER_ATTRIBUTE}]`);
    const inPanel = (value: TypedValue) => reopening?.contains(value.field) === true;
    for (const value of typed.filter((each) => !inPanel(each))) restore(value);
    const reopened = toggle ? replayClick(toggle) : Promise.resolve();
    void reopened.then(() => {
      for (const value of typed.filter(inPanel)) restore(value);
      if (submit?.isConnected) {
        forgetActivation(click);
        replaySubmit(submit);
      } else if (click instanceof HTMLElement && click.isConnected) void replayClick(click);
    });
  };
  const onHydrated = () => {
    if (done) return;
    done = true;
    if (!modules.shellPage) return giveBack();
    // A shell page (the sign-in) sits in a Suspense boundary that React hydrates just after the
    // page: its form takes what was typed and sent once that is done, outside React's commit.
    void whenShellPageShown().then(() => setTimeout(giveBack, 0));
  };
  // From here an island no longer starts over the page: the app renders it (or takes it over).
  if (wake) wake.hydrating = true;
  hydrateRoot(
    container,
    <StrictMode>
      <App router={createAppRouter(hydrationDataFor(pathname))} onHydrated={onHydrated} />
    </StrictMode>,
  );
}
