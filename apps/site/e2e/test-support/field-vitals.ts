import { expect, type Page, type Request } from '@playwright/test';

/**
 * Switches the page hidden and visible again, as a tab switch does, until it has posted its field
 * vitals; resolves to that request. The vitals code loads when the browser is idle after
 * hydration, which on a loaded machine can be seconds later, and a page hidden before then has
 * nothing to send. Interact with the page first, so its LCP is final.
 */
export async function hideUntilVitalsSent(page: Page): Promise<Request> {
  let posted: Request | undefined;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/telemetry/vitals')) posted ??= request;
  });
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          for (const state of ['hidden', 'visible']) {
            Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
            document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
          }
        });
        return posted !== undefined;
      },
      { intervals: [500], timeout: 45_000 },
    )
    .toBe(true);
  return posted!;
}
