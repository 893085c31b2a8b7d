/**
 * Renders a public page to HTML, in Node, at release time (tools/deploy/src/compose): the same tree the
 * browser hydrates (App, router, public layout, page), with the owners' modules provided up
 * front, and the page's Emotion styles extracted as critical CSS. Built by vite.ssr.config.ts.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ChakraProvider } from '@tulia/shared/chakra';
import { system } from '@tulia/shared/theme';
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '../App';
import OfflinePage, { OFFLINE_TITLE } from '../pages/offline/OfflinePage';
import { provideLoadedComponent } from '../remotes/RemoteModule';
import { chromeModules, isRemoteRoute, routeTable, type RemotePackage } from '../routes/route-table';
import { createPageRouter } from '../routes/router';

export interface ProvidedModule {
  owner: RemotePackage;
  module: string;
  Component: ComponentType<never>;
}

export interface RenderedPage {
  /** The content of #root. */
  html: string;
  /** `<style data-emotion=…>` tags: the page's critical CSS, which Emotion adopts when the page is hydrated. */
  styleTags: string;
}

/** A page that is composed to HTML: every public route, and the shell's 404 page. */
export interface ComposedPage {
  path: string;
  title: string;
  /** Owner of the page; the 404 page is the shell's own. */
  owner: RemotePackage | 'shell';
  module?: string;
  /** Left out of the sitemap (see the route table). */
  noindex?: boolean;
  /** Opened directly, the page sends the visitor on to this path at once, before any script (see the route table). */
  landsOn?: string;
}

export const notFoundPath = '/404';

export const composedPages: readonly ComposedPage[] = [
  ...routeTable
    .filter((route) => route.area === 'public')
    .filter(isRemoteRoute)
    .map((route) => ({
      path: route.path,
      title: route.title,
      owner: route.owner,
      module: route.module,
      noindex: route.noindex === true,
      ...(route.landsOn ? { landsOn: route.landsOn } : {}),
    })),
  { path: notFoundPath, title: 'Page not found', owner: 'shell' },
];

export const publicLayout = chromeModules.publicLayout;
export const chatWidget = chromeModules.chatWidget;

/**
 * Back-office pages composed to HTML too (never indexed): the sign-in, the back office's front
 * door, which needs no data to draw. The app wakes on them at once (an admin signed in already
 * is sent on). Not the other auth pages: a reset link's page depends on its token, and the rest
 * are reached from the sign-in, with the app already there.
 */
export const composedAuthPages: readonly ComposedPage[] = routeTable
  .filter((route) => route.path === '/admin/login')
  .map((route) => ({ path: route.path, title: route.title, owner: 'shell' as const }));

/** Paths that are client-rendered behind the sign-in (never indexed). */
export const adminPaths: readonly string[] = routeTable
  .filter((route) => route.area !== 'public' && !composedAuthPages.some((page) => page.path === route.path))
  .map((route) => route.path);

/** The offline helper's page (tools/deploy/src/compose writes it as offline.html, with no script). */
export const offlinePage = { file: 'offline.html', title: OFFLINE_TITLE } as const;

/** An Emotion cache in "compat" mode: styles are collected in it instead of written inline next to each element. */
function collectingCache(): ReturnType<typeof createCache> {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

async function renderOnce(what: string, tree: ReactNode, cache: ReturnType<typeof createCache>): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <CacheProvider value={cache}>{tree}</CacheProvider>,
    // Never "outline" a large boundary (written apart, moved by an inline script): the page is one document.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`${what} could not be rendered: ${errors.map(String).join('; ')}`);
  return html;
}

function withCriticalCss(html: string, cache: ReturnType<typeof createCache>): RenderedPage {
  const emotion = createEmotionServer(cache);
  return { html, styleTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}

/** Renders a page of the route table (public, or a composed auth page) with the given owners' modules. */
export async function renderPublicPage(path: string, modules: readonly ProvidedModule[]): Promise<RenderedPage> {
  for (const { owner, module, Component } of modules) provideLoadedComponent(owner, module, Component);
  // A code-split part that is not loaded yet suspends the render and is written out of order,
  // moved into place by an inline script, which the site's CSP forbids. Each render loads what
  // it met, so the page is rendered again until nothing suspends (nested parts take a few rounds).
  const suspended = (html: string) => /<script(?![^>]*type="application\/(ld\+)?json")/.test(html);
  for (let round = 1; ; round += 1) {
    const cache = collectingCache();
    const html = await renderOnce(path, <App router={createPageRouter(path)} />, cache);
    if (!suspended(html)) return withCriticalCss(html, cache);
    if (round === 5) throw new Error(`${path} still suspends after ${round} renders`);
  }
}

/**
 * The offline page: the shell's own, in the site's theme, outside the router (it stands in for
 * any address, and no app ever wakes on it).
 */
export async function renderOfflinePage(): Promise<RenderedPage> {
  const cache = collectingCache();
  const html = await renderOnce(
    offlinePage.file,
    <ChakraProvider value={system}>
      <OfflinePage />
    </ChakraProvider>,
    cache,
  );
  return withCriticalCss(html, cache);
}
