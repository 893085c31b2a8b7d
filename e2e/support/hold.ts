import type { Page, Request, Route } from '@playwright/test';

/**
 * Holds the requests to `url` (only those `which` picks; the others go on at once) until the
 * returned release is called, then settles each with `answer` (by default it goes on to the
 * real server): a slow connection or a slow api, made on purpose and ended when the test says.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
  which: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!which(route.request())) return route.continue();
    await held;
    return answer(route);
  });
  return release;
}
