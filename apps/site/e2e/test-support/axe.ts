import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

/** The WCAG levels every page is held to: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The axe-core that @axe-core/playwright runs (the site depends on that package, not on axe-core itself). */
const axeSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

/**
 * Puts axe into every frame of the page that does not hold it yet. Given its own source,
 * `@axe-core/playwright` evaluates axe's 500 KB into the page twice per check in legacy mode (once
 * in `analyze()`, once more for every frame): 1.5 to 4 s each on a loaded runner, more than many
 * a check itself. Here axe is evaluated once per document, and the builder gets a source that
 * evaluates to nothing (it still configures axe before each run).
 */
async function injectAxeOnce(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map(async (frame) => {
      try {
        if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'object'))
          await frame.evaluate(axeSource);
      } catch {
        // A frame that navigates or goes away meanwhile is not read, as with the builder's own injection.
      }
    }),
  );
}

/** The builder's source once injectAxeOnce has put axe in place: a statement that does nothing. */
const AXE_IN_PLACE = ';';

/** Longest wait for the page's (and its frames') running animations before axe reads the colours. */
const SETTLE_MS = 3_000;

/**
 * Waits for the finite animations and transitions running in the page and in every frame (the
 * owner's live preview is one) to end, at most SETTLE_MS. Axe reads the colours of the moment: a
 * testimonial caught half-way through its fade-in has half its contrast, which is not what a
 * reader sees and made the check fail now and then.
 */
async function settleAnimations(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(async (ms) => {
          // A frame still loading (the owner's live preview beside the form at 1280 px, added as
          // the page settles) has not started its animations yet: wait for its load first.
          if (document.readyState !== 'complete')
            await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
          return Promise.race([
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
            new Promise((resolve) => setTimeout(resolve, ms)),
          ]).then(() => undefined);
        }, SETTLE_MS)
        // A frame that navigates or goes away meanwhile has nothing left to wait for.
        .catch(() => undefined),
    ),
  );
}

/** What of the page axe reads: one part of it (`include`), and whether it reads the pages framed in it. */
export interface AxeScope {
  /** A selector: only this part of the page is checked. */
  include?: string;
  /**
   * Leaves out the bodies of the pages in the page's frames (the frame elements themselves, their
   * titles, are still checked): for a frame already checked as it is now, e.g. the owner's live
   * preview showing the same published home page beside every Content section.
   */
  skipFrameBodies?: boolean;
}

/**
 * Runs `check` with reduced motion asked for, then gives the page back as it was. Axe reads the
 * colours of the moment over several seconds: a testimonial that rotated in meanwhile was read
 * half-faded, at half its contrast (seen in CI with the exit-intent popup open over the home
 * page). Under reduced motion nothing starts moving while axe reads (the carousel holds, nothing
 * fades in), and what axe reads is what a reader sees once a thing has arrived.
 */
async function heldStill<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const reducedAlready = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (reducedAlready) return check();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await check();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** Each violation on the page (or in its `scope`), as its rule, its help text and the elements it found. */
export async function axeViolations(page: Page, scope: string | AxeScope = {}): Promise<string[]> {
  return heldStill(page, () => violationsNow(page, scope));
}

async function violationsNow(page: Page, scope: string | AxeScope): Promise<string[]> {
  const { include, skipFrameBodies = false } = typeof scope === 'string' ? { include: scope } : scope;
  await settleAnimations(page);
  // Legacy mode runs axe in the page and its frames and gathers the results there. The default
  // mode opens a blank page for every check to gather them (a new renderer, axe parsed once more):
  // 40 to 50 % of a check's time on a small page, for frames of other origins, which no page here has.
  await injectAxeOnce(page);
  const builder = new AxeBuilder({ page, axeSource: AXE_IN_PLACE }).withTags(WCAG_TAGS).setLegacyMode();
  if (include) builder.include(include);
  // A frame selector path: the frame's own body, not the frame element.
  if (skipFrameBodies) builder.exclude(['iframe', 'body']);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Fails with each violation's rule, its help text and the elements it found; `scope` limits the check (see AxeScope). */
export async function expectNoViolations(page: Page, scope?: string | AxeScope): Promise<void> {
  expect(await axeViolations(page, scope)).toEqual([]);
}
