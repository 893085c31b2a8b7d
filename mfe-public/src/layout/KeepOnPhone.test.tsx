import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { keepStatusMessage, OFFLINE_MESSAGE_MARK, type KeepSiteState } from '@tulia/shared/offline';
import { renderWithProviders } from '../test/render';
import { KeepOnPhone } from './KeepOnPhone';

/** navigator.serviceWorker as the page sees it: the worker that serves it answers through `message` events. */
class FakeWorkers extends EventTarget {
  controller: { postMessage: ReturnType<typeof vi.fn> } | null = { postMessage: vi.fn() };
  startMessages = vi.fn();
  answer(state: KeepSiteState, bytes = 631_400) {
    act(() => {
      this.dispatchEvent(new MessageEvent('message', { data: keepStatusMessage(state, bytes) }));
    });
  }
  sent() {
    return this.controller?.postMessage.mock.calls.map(([message]) => (message as { kind: string }).kind) ?? [];
  }
}

describe('KeepOnPhone', () => {
  let workers: FakeWorkers;

  beforeEach(() => {
    workers = new FakeWorkers();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: workers });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is never in the server’s HTML', () => {
    expect(renderToString(<KeepOnPhone />)).toBe('');
  });

  it('shows nothing until the worker that serves the page answers, then offers the site with its size', () => {
    renderWithProviders(<KeepOnPhone />);
    expect(workers.sent()).toEqual(['ask-keep-status']);
    expect(screen.queryByTestId('keep-on-phone')).not.toBeInTheDocument();
    workers.answer('offer');
    expect(screen.getByRole('button', { name: 'Keep Tulia on this phone (about 630 KB)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pages you have opened already are kept.');
  });

  it('shows nothing without a worker serving the page', () => {
    workers.controller = null;
    renderWithProviders(<KeepOnPhone />);
    expect(screen.queryByTestId('keep-on-phone')).not.toBeInTheDocument();
  });

  it('asks the worker once a worker takes over the page (a first visit)', () => {
    const controller = workers.controller;
    workers.controller = null;
    renderWithProviders(<KeepOnPhone />);
    workers.controller = controller;
    act(() => {
      workers.dispatchEvent(new Event('controllerchange'));
    });
    expect(workers.sent()).toEqual(['ask-keep-status']);
  });

  it('ignores messages that are not the worker’s', () => {
    renderWithProviders(<KeepOnPhone />);
    act(() => {
      workers.dispatchEvent(new MessageEvent('message', { data: { mark: OFFLINE_MESSAGE_MARK, kind: 'keep-status', state: 'lost', bytes: 1 } }));
      workers.dispatchEvent(new MessageEvent('message', { data: 'kept' }));
    });
    expect(screen.queryByTestId('keep-on-phone')).not.toBeInTheDocument();
  });

  it('asks the worker to keep the site from the keyboard, is busy meanwhile, then says it is kept', async () => {
    const user = userEvent.setup();
    renderWithProviders(<KeepOnPhone />);
    workers.answer('offer');
    await user.tab();
    expect(screen.getByRole('button', { name: /^Keep Tulia on this phone/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(workers.sent()).toEqual(['ask-keep-status', 'keep-site']);
    const busy = screen.getByRole('button', { name: 'Keeping Tulia on this phone…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(workers.sent()).toEqual(['ask-keep-status', 'keep-site']);

    workers.answer('kept');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tulia is kept on this phone');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('says calmly when keeping failed, and offers to try again with the size', async () => {
    const user = userEvent.setup();
    renderWithProviders(<KeepOnPhone />);
    workers.answer('failed', 1_240_000);
    expect(screen.getByRole('status')).toHaveTextContent('Tulia could not be kept just now. Pages you have opened still work without a connection.');
    await user.click(screen.getByRole('button', { name: 'Try again (about 1.2 MB)' }));
    expect(workers.sent()).toEqual(['ask-keep-status', 'keep-site']);
  });

  it('says it is kept when the worker kept the site already (a returning visitor)', () => {
    renderWithProviders(<KeepOnPhone />);
    workers.answer('kept');
    expect(screen.getByTestId('keep-on-phone')).toHaveTextContent('Tulia is kept on this phone');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
