import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadOnIntent, preloadWhenIdle } from './preload';
import { loadExposedModule } from './remote-registry';
import { adminNavigation, isRemoteRoute } from '../routes/route-table';

vi.mock('./remote-registry', () => ({ loadExposedModule: vi.fn(() => Promise.resolve({})) }));
const load = vi.mocked(loadExposedModule);

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>label</span>';
  document.body.append(anchor);
  return anchor;
}

afterEach(() => {
  document.body.innerHTML = '';
  load.mockClear();
});

describe('preloadOnIntent', () => {
  it('loads the page of a remote route when its link is hovered, focused or touched', () => {
    const stop = preloadOnIntent();
    link('/admin/users')
      .querySelector('span')
      ?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/assessment/').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/contact').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(load.mock.calls).toEqual([
      ['mfe-admin-users', 'UsersPage'],
      ['mfe-assessment', 'AssessmentPage'],
      ['mfe-public', 'ContactPage'],
    ]);
    stop();
  });

  it("ignores the shell's own pages, other sites, and everything after it is stopped", () => {
    const stop = preloadOnIntent();
    link('/admin').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('https://example.org/admin/users').dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('/admin/users').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });
});

describe('preloadWhenIdle', () => {
  it('loads the routes one after another, each when the browser is idle', async () => {
    const idle: Array<() => void> = [];
    const win = { requestIdleCallback: (callback: () => void) => idle.push(callback) } as unknown as Window;
    const routes = adminNavigation.filter(isRemoteRoute).slice(0, 2);
    preloadWhenIdle(routes, win);
    expect(load).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()?.();
    expect(load.mock.calls.map(([owner, module]) => `${owner}/${module}`)).toEqual(routes.map((r) => `${r.owner}/${r.module}`));
  });

  it('stops when cancelled', () => {
    const idle: Array<() => void> = [];
    const win = { requestIdleCallback: (callback: () => void) => idle.push(callback) } as unknown as Window;
    const cancel = preloadWhenIdle(adminNavigation.filter(isRemoteRoute), win);
    cancel();
    idle.shift()?.();
    expect(load).not.toHaveBeenCalled();
  });
});
