import { expect, test, type Page } from '@playwright/test';

/** What a visitor sees at phone and desktop widths: nothing covered, cut or unmarked. */

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');

/**
 * The visible text runs and links in the viewport that the floating chat button covers. Text is
 * measured per line box (a Range over each text node), so a paragraph is caught by the very line
 * under the button; text clipped away for screen readers only (`sr-only`) does not count.
 */
const coveredByChatButton = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector('button[aria-controls="live-chat-panel"]');
    if (!launcher) throw new Error('no chat button');
    const b = launcher.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 1 && r.height > 1 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
    const shown = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
        if (style.clipPath !== 'none' && e.getBoundingClientRect().width <= 1) return false;
      }
      return true;
    };
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || launcher.contains(el) || !shown(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const link of document.querySelectorAll('a[href]')) {
      if (shown(link) && [...link.getClientRects()].some(overlaps))
        covered.push(`link "${link.textContent?.trim().slice(0, 40)}"`);
    }
    return covered;
  });

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // On arrival at /docs the first paragraph runs under the button until the visitor scrolls (a
  // long text passes under a floating button); at the end of every page nothing may stay under it.
  for (const { path, onArrival } of [
    { path: '/', onArrival: true },
    { path: '/docs', onArrival: false },
    { path: '/peer-mentoring', onArrival: true },
    { path: '/no-such-page', onArrival: true },
  ]) {
    test(`the chat button covers no text or link on ${path}${onArrival ? ' on arrival or' : ''} at the end of the page`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      if (onArrival) expect(await coveredByChatButton(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
        )
        .toBe(true);
      expect(await coveredByChatButton(page)).toEqual([]);
      await expect(page.getByRole('link', { name: 'Back to Top' })).toBeInViewport();
    });
  }

  test('the documentation topics row shows that it scrolls, and its last topic can be read whole', async ({ page }) => {
    await page.goto('/docs');
    await hydrated(page);
    const tablist = page.getByRole('tablist', { name: 'Documentation topics' });
    expect(await tablist.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await tablist.evaluate((el) => getComputedStyle(el).maskImage)).toContain('linear-gradient');
    // Scrolled to its end, the last topic sits fully left of the faded edge.
    const clearOfTheFade = () =>
      tablist.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
        return (
          el.getBoundingClientRect().right - el.querySelector('[role="tab"]:last-child')!.getBoundingClientRect().right
        );
      });
    await expect.poll(clearOfTheFade).toBeGreaterThanOrEqual(40);
  });
});

// Wider than a phone the footer's last row puts Back to Top at its right end, level with the button.
// One load, the window resized: the footer and the button follow the width in CSS alone.
test('at 390, 640, 1024 and 1280 px the chat button stays clear of Back to Top at the end of the page', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  for (const width of [390, 640, 1024, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
        )
        .toBe(true);
      const backToTop = (await page.getByRole('link', { name: 'Back to Top' }).boundingBox())!;
      const chat = (await page.getByRole('button', { name: 'Open chat' }).boundingBox())!;
      // The button's white ring reaches 4 px past its box.
      const apart = backToTop.x + backToTop.width <= chat.x - 4 || backToTop.y + backToTop.height <= chat.y - 4;
      expect(apart, `${width} px: Back to Top ${JSON.stringify(backToTop)}, chat button ${JSON.stringify(chat)}`).toBe(
        true,
      );
      expect(await coveredByChatButton(page), `${width} px: covered by the chat button`).toEqual([]);
    });
  }
});

test.describe('the header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('is opaque at the top and scrolled, so no heading shows through it, in both themes', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const header = page.locator('header[data-scrolled]');
    const alpha = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    // Opaque: no alpha part ('rgb(…)', 'oklch(l c h)'), or one of 1 ('rgba(…, 1)', 'oklab(l a b / 1)').
    const opaque = (colour: string) => {
      const part = /\/\s*([\d.]+%?)\s*\)$/.exec(colour)?.[1] ?? /^rgba\(.*,\s*([\d.]+)\)$/.exec(colour)?.[1];
      return part === undefined || part === '1' || part === '100%';
    };
    // The theme follows the system in CSS alone: one load, the system's setting switched.
    for (const colorScheme of ['light', 'dark'] as const) {
      await test.step(colorScheme, async () => {
        await page.emulateMedia({ colorScheme });
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(header).toHaveAttribute('data-scrolled', 'false');
        expect(opaque(await alpha()), `${colorScheme}, at the top: ${await alpha()}`).toBe(true);
        // Scrolled to a section, its heading passes under the bar.
        await page
          .locator('#ventures h2')
          .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 20));
        await expect(header).toHaveAttribute('data-scrolled', 'true');
        await expect.poll(async () => opaque(await alpha()), { message: `${colorScheme}, scrolled` }).toBe(true);
      });
    }
  });
});

test('the focused skip link is padded and covers no part of the logo', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const padding = await skip.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.paddingTop, style.paddingLeft].map(parseFloat);
  });
  expect(Math.min(...padding)).toBeGreaterThanOrEqual(8);
  const skipBox = (await skip.boundingBox())!;
  const logoBox = (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
  const apart =
    skipBox.y + skipBox.height <= logoBox.y ||
    logoBox.y + logoBox.height <= skipBox.y ||
    skipBox.x + skipBox.width <= logoBox.x ||
    logoBox.x + logoBox.width <= skipBox.x;
  expect(apart).toBe(true);
});

test('the open search shows the focus ring on its field and covers the whole window, scrollbar gutter included', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const gutter = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox', { name: 'Search pages and sections' });
  await expect(field).toBeFocused();
  const outline = await field.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  // No bare strip beside the overlay: the reserved gutter goes while the page cannot scroll, and
  // the page keeps its width (the lock pads the body by as much).
  expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBe(0);
  const overlayWidth = await page
    .locator('[data-print="hide"][data-state="open"]')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(overlayWidth).toBe(await page.evaluate(() => window.innerWidth));
  const bodyMargin = await page.evaluate(() => parseFloat(getComputedStyle(document.body).marginRight));
  expect(bodyMargin).toBe(gutter);
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBe(gutter);
});

test('the chat button says what a press does: open the chat, or close the one that is open', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const button = page.locator('button[aria-controls="live-chat-panel"]');
  await expect(button).toHaveAccessibleName('Open chat');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAccessibleName('Close the open chat');
  await button.click();
  await expect(button).toHaveAccessibleName('Open chat');
});

test('a storage key in the privacy table stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/privacy');
  const key = page
    .getByRole('table', { name: 'Everything this website keeps in your browser' })
    .locator('td code')
    .first();
  await expect(key).toBeVisible();
  expect(await key.evaluate((el) => el.getClientRects().length)).toBe(1);
});

for (const path of ['/', '/privacy']) {
  test(`wherever ${path} shows the phone number, it dials it`, async ({ page }) => {
    await page.goto(path);
    const shown = await page.evaluate(() => {
      const found: (string | null)[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // What the screen shows (the print-only address line is for paper, where nothing dials).
        if (!node.parentElement?.checkVisibility()) continue;
        if (node.textContent?.includes('(555) 010-0100'))
          found.push(node.parentElement?.closest('a')?.getAttribute('href') ?? null);
      }
      return found;
    });
    expect(shown.length).toBeGreaterThanOrEqual(path === '/' ? 2 : 1);
    expect(new Set(shown)).toEqual(new Set(['tel:+15550100100']));
  });
}
