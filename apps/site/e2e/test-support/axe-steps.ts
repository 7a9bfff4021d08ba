import { expect, test, type Page } from '@playwright/test';
import { axeViolations, type AxeScope } from './axe';

export type Scheme = 'light' | 'dark';

/** The widths and themes a page state is read in, and the viewport's height. */
export interface Views {
  widths?: number[];
  schemes?: Scheme[];
  height?: number;
}

/**
 * Runs `check` on the page as it stands at each width and in each theme, each run a step named by
 * `name`, its width and its theme. One page state is set up once and read in every view, instead
 * of a signed-in test per width and theme that set the same state up again.
 */
export async function atEachView(
  page: Page,
  name: string,
  check: (width: number, scheme: Scheme) => Promise<void>,
  { widths = [390, 1280], schemes = ['light', 'dark'], height = 900 }: Views = {},
): Promise<void> {
  for (const width of widths)
    for (const scheme of schemes)
      await test.step(`${name} at ${width} px, ${scheme}`, async () => {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await check(width, scheme);
      });
}

/**
 * Axe over the page as it stands at each width and in each theme (see atEachView), then `after`
 * in that view. A finding fails its step softly: the other views are still read, and the test
 * fails with each view that found something.
 */
export async function expectNoViolationsAt(
  page: Page,
  name: string,
  {
    scope,
    after,
    ...views
  }: Views & { scope?: string | AxeScope; after?: (width: number, scheme: Scheme) => Promise<void> } = {},
): Promise<void> {
  await atEachView(
    page,
    name,
    async (width, scheme) => {
      expect.soft(await axeViolations(page, scope), `axe on ${name} at ${width} px, ${scheme}`).toEqual([]);
      await after?.(width, scheme);
    },
    views,
  );
}
