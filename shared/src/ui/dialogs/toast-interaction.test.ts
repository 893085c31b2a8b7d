import { ignoreToastInteractions, keepOpenOnFocusOutside } from './toast-interaction';

/** The outside-interaction event of a pointer press on `target`, as the dialog hands it over. */
function pressOn(target: Element) {
  const originalEvent = new Event('pointerdown', { bubbles: true, composed: true });
  Object.defineProperty(originalEvent, 'composedPath', { value: () => [target, ...ancestors(target)] });
  const preventDefault = vi.fn();
  ignoreToastInteractions({ detail: { originalEvent }, preventDefault });
  return preventDefault;
}

function ancestors(element: Element): Element[] {
  const found: Element[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) found.push(node);
  return found;
}

describe('ignoreToastInteractions', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps a dialog open when a toast (say its dismiss button) is clicked', () => {
    document.body.innerHTML = '<div data-scope="toast" data-part="group"><div data-scope="toast" data-part="root"><button>Dismiss</button></div></div>';
    expect(pressOn(document.querySelector('button') as Element)).toHaveBeenCalled();
  });

  it('lets any other click outside close the dialog', () => {
    document.body.innerHTML = '<main><button>Elsewhere</button></main>';
    expect(pressOn(document.querySelector('button') as Element)).not.toHaveBeenCalled();
  });
});

describe('keepOpenOnFocusOutside', () => {
  it('keeps the dialog open when code moves the focus out of it', () => {
    const preventDefault = vi.fn();
    keepOpenOnFocusOutside({ preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
  });
});
