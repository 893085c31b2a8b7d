import { CONTACT_SUBJECTS } from '@tulia/shared/contract';
import { waitFor } from '@testing-library/react';
import { act, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderThenHydrate, serverHtmlOf, sharedContextWarning, withPublicProviders, type HydrationResult } from '../../../scripts/testing/hydration';
import ContactPage from '../contact/ContactPage';
import HomePage from '../home/HomePage';
import { FaqAccordion } from '../home/sections/faq/FaqAccordion';
import { faqItems } from '../home/sections/faq/faq-items';
import ImpactSection from '../home/sections/impact/ImpactSection';
import PublicLayout from '../layout/PublicLayout';
import OurStoryPage from '../our-story/OurStoryPage';
import PrivacyPage from '../privacy/PrivacyPage';
import TermsPage from '../terms/TermsPage';
import { fakeApi, json } from '@tulia/shared/testing';
import { setBelowViewport, setInView } from '../test/intersection-observer';

// Each exposed page as the composition step renders it (inside the layout, at its route) and
// as the browser then hydrates it.
const pages: { name: string; path: string; Page: ComponentType; h1: RegExp }[] = [
  { name: 'Home', path: '/', Page: HomePage, h1: /A safe digital sanctuary for your\s*mental health/ },
  { name: 'Our Story', path: '/our-story', Page: OurStoryPage, h1: /^Our Story$/ },
  { name: 'Contact', path: '/contact', Page: ContactPage, h1: /^Contact Us$/ },
  { name: 'Terms', path: '/terms-and-conditions', Page: TermsPage, h1: /^Terms and Conditions$/ },
  { name: 'Privacy', path: '/privacy-policy', Page: PrivacyPage, h1: /^Privacy Policy$/ },
];

const homeSections = ['hero', 'how-it-works', 'core-features', 'impact', 'testimonials', 'why', 'partners', 'faq'];

/** The server's HTML as a document, to read it as a visitor without scripts would. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

let result: HydrationResult | undefined;

/** A page inside the layout, at its route, as the composition renders it. */
function pageUi(Page: ComponentType, path: string) {
  return withPublicProviders(
    <PublicLayout>
      <Page />
    </PublicLayout>,
    path,
  );
}

/**
 * As the helper, with the visitor in between: `before` acts on the server's HTML (typing,
 * opening an answer) before any script runs; then the page hydrates.
 */
async function hydrateAfterVisitor(ui: ReactElement, before: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtmlOf(ui);
  document.body.append(container);
  before(container);
  const problems: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (!message.includes(sharedContextWarning)) problems.push(message);
  });
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => problems.push(String(error)) });
  });
  const unmount = () => {
    act(() => root?.unmount());
    container.remove();
    vi.restoreAllMocks();
  };
  return { container, problems, unmount };
}

beforeEach(() => {
  // The contact page asks the api for its subjects after mounting (the usual answer: the built-in list).
  fakeApi({ 'GET /contact/subjects': json(200, { subjects: CONTACT_SUBJECTS }) }, { signedIn: false });
});

afterEach(() => {
  result?.unmount();
  result = undefined;
  vi.unstubAllGlobals();
});

describe.each(pages)('$name rendered on the server, then hydrated', ({ path, Page, h1 }) => {
  it('hydrates without a mismatch, keeps every server element, and holds the page in the HTML', async () => {
    result = await renderThenHydrate(pageUi(Page, path));
    expect(result.problems).toEqual([]);
    expect(result.replacedElements).toBe(0);

    const html = parse(result.serverHtml);
    const headings = Array.from(html.querySelectorAll('h1'), (heading) => squash(heading.textContent));
    expect(headings).toHaveLength(1);
    expect(headings[0]).toMatch(h1);
    expect(html.querySelector('a[href^="tel:"]')).not.toBeNull();
    // Short messages: the whole page's HTML in a failure says nothing.
    expect(result.serverHtml.includes('data-pending-section'), 'a placeholder in the HTML').toBe(false);
    expect(/opacity:\s*0[;"]/.exec(result.serverHtml)?.[0], 'something hidden in the HTML').toBeUndefined();
  });
});

describe('Home in the server HTML', () => {
  it('has all eight sections in order, and the ten questions with their answers', async () => {
    result = await renderThenHydrate(pageUi(HomePage, '/'));
    const html = parse(result.serverHtml);
    expect(Array.from(html.querySelectorAll('[data-home-section]'), (section) => section.getAttribute('data-home-section'))).toEqual(homeSections);
    expect(html.querySelector('[data-testid="site-footer"]')).not.toBeNull();

    const items = Array.from(html.querySelectorAll('[data-home-section="faq"] details'));
    expect(items).toHaveLength(10);
    // The answers as they render (some hold links), read as plain text.
    const answers = parse(
      renderToStaticMarkup(
        withPublicProviders(
          <>
            {faqItems.map((item) => (
              <div key={item.question}>{item.answer}</div>
            ))}
          </>,
          '/',
        ),
      ),
    ).body.querySelectorAll('div');
    faqItems.forEach((item, index) => {
      const details = items[index];
      expect(details?.getAttribute('name')).toBe('faq');
      expect(squash(details?.querySelector('summary h3')?.textContent)).toBe(item.question);
      const answer = squash(answers[index]?.textContent);
      expect(answer.length).toBeGreaterThan(40);
      expect(squash(details?.textContent)).toContain(answer);
    });

    // The figures are final in the HTML, and hydration keeps them.
    for (const [key, figure] of [
      ['reached', '50K+'],
      ['carers', '100+'],
      ['target', '10M'],
    ]) {
      expect(squash(html.querySelector(`[data-testid="impact-${key}-value"]`)?.textContent)).toBe(figure);
      expect(result.container.querySelector(`[data-testid="impact-${key}-value"]`)?.textContent).toBe(figure);
    }
  });
});

describe('Contact in the server HTML', () => {
  it('offers the built-in subjects in the HTML, ready to choose before the app wakes, and keeps them through hydration', async () => {
    result = await renderThenHydrate(pageUi(ContactPage, '/contact'));
    expect(result.problems).toEqual([]);
    const select = parse(result.serverHtml).querySelector('select[name="subject"]');
    expect(select?.hasAttribute('disabled')).toBe(false);
    expect(Array.from(select?.querySelectorAll('option') ?? [], (option) => option.textContent)).toEqual(['Select a subject', ...CONTACT_SUBJECTS]);
    const woken = result.container.querySelector('select[name="subject"]');
    await waitFor(() =>
      expect(Array.from(woken?.querySelectorAll('option') ?? [], (option) => option.textContent)).toEqual(['Select a subject', ...CONTACT_SUBJECTS]),
    );
    expect(woken?.hasAttribute('disabled')).toBe(false);
  });

  it('says, where JavaScript is off, that the form still works, and how else to reach us', async () => {
    result = await renderThenHydrate(pageUi(ContactPage, '/contact'));
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(result.serverHtml)?.[1] ?? '';
    expect(noscript).toContain('this form still works');
    expect(noscript).toMatch(/href="tel:/);
    expect(noscript).toMatch(/href="mailto:/);
  });

  it('is a form the browser posts to the api itself, with the built-in subjects', async () => {
    result = await renderThenHydrate(pageUi(ContactPage, '/contact'));
    expect(result.problems).toEqual([]);
    // Read as a browser without scripts reads it: <noscript> holds markup, not text.
    const withoutScripts = new DOMParser().parseFromString(result.serverHtml.replace(/<\/?noscript>/g, ''), 'text/html');
    const form = withoutScripts.querySelector('form[data-testid="contact-form"]');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/contact/form');
    const names = Array.from(form?.querySelectorAll('input, textarea, select') ?? [], (field) => field.getAttribute('name'));
    expect(names).toEqual(['full_name', 'email', 'phone', 'subject', 'message']);
    // One subject field, the same with and without scripts: the built-in subjects, ready to choose.
    const subject = form?.querySelector('select[name="subject"]:not([disabled])');
    expect(Array.from(subject?.querySelectorAll('option') ?? [], (option) => option.textContent)).toEqual(['Select a subject', ...CONTACT_SUBJECTS]);
  });

  it('keeps what the visitor typed before hydration, and sends it', async () => {
    const api = fakeApi(
      {
        'GET /contact/subjects': json(200, { subjects: ['General Inquiry', 'Other'] }),
        'POST /contact': json(201, { message: 'Message sent', id: 1 }),
      },
      { signedIn: false },
    );
    const page = await hydrateAfterVisitor(pageUi(ContactPage, '/contact'), (container) => {
      const fill = (selector: string, value: string) => ((container.querySelector(selector) as HTMLInputElement).value = value);
      fill('input[name="full_name"]', 'Achieng Otieno');
      fill('input[name="email"]', 'achieng@example.com');
      fill('textarea[name="message"]', 'I typed this before the page woke up.');
    });
    const field = <T extends Element>(selector: string) => page.container.querySelector(selector) as T;
    try {
      await waitFor(() => expect(field('select[name="subject"]').hasAttribute('disabled')).toBe(false));
      expect(field<HTMLInputElement>('input[name="full_name"]').value).toBe('Achieng Otieno');
      expect(field<HTMLTextAreaElement>('textarea[name="message"]').value).toBe('I typed this before the page woke up.');
      await act(async () => {
        const select = field<HTMLSelectElement>('select[name="subject"]');
        select.value = 'Other';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });

      await act(async () => field<HTMLButtonElement>('button[type="submit"]').click());
      await waitFor(() => expect(api.sent.find((request) => request.method === 'POST')).toBeDefined());
      expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({
        full_name: 'Achieng Otieno',
        email: 'achieng@example.com',
        phone: '',
        subject: 'Other',
        message: 'I typed this before the page woke up.',
      });
      expect(page.problems).toEqual([]);
    } finally {
      page.unmount();
    }
  });
});

describe('the FAQ', () => {
  it('keeps an answer the visitor opened before hydration open, and quietly', async () => {
    const page = await hydrateAfterVisitor(withPublicProviders(<FaqAccordion items={faqItems} />, '/'), (container) => {
      (container.querySelectorAll('details')[2] as HTMLDetailsElement).open = true;
    });
    try {
      expect(Array.from(page.container.querySelectorAll('details'), (item) => item.open)).toEqual(faqItems.map((_item, index) => index === 2));
      expect(page.problems).toEqual([]);
    } finally {
      page.unmount();
    }
  });
});

describe('the impact figures after hydration', () => {
  const shown = (key: string) => result?.container.querySelector(`[data-testid="impact-${key}-value"]`)?.textContent;
  const figures = () => result?.container.querySelector('[data-testid="impact-figures"]') as Element;

  it('stay as they are when the visitor has them on screen', async () => {
    result = await renderThenHydrate(withPublicProviders(<ImpactSection />, '/'));
    act(() => setInView(figures()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([shown('reached'), shown('carers'), shown('target')]).toEqual(['50K+', '100+', '10M']);
  });

  it('count up when they come into view, if they were still below it (never seen)', async () => {
    result = await renderThenHydrate(withPublicProviders(<ImpactSection />, '/'));
    act(() => setBelowViewport(figures()));
    expect([shown('reached'), shown('carers'), shown('target')]).toEqual(['0K+', '0+', '0M']);
    act(() => setInView(figures()));
    await waitFor(() => expect(shown('reached')).not.toBe('0K+'));
    await waitFor(() => expect([shown('reached'), shown('carers'), shown('target')]).toEqual(['50K+', '100+', '10M']), { timeout: 5000 });
  });
});

describe('the hydration check', () => {
  it('reports a deliberate mismatch, so these tests can fail', async () => {
    const renders = { count: 0 };
    /** Renders other words in the browser than on the server, as a page reading the clock would. */
    function Inconsistent() {
      renders.count += 1;
      return <p>{renders.count === 1 ? 'Rendered on the server' : 'Rendered in the browser'}</p>;
    }
    result = await renderThenHydrate(withPublicProviders(<Inconsistent />, '/'));
    expect(result.serverHtml).toContain('Rendered on the server');
    expect(result.problems.join('\n')).toMatch(/hydrat/i);
  });
});
