import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels every page is held to: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/** Each violation on the page (or in `include`), as its rule, its help text and the elements it found. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Fails with each violation's rule, its help text and the elements it found; `include` limits the check to one part. */
export async function expectNoViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
