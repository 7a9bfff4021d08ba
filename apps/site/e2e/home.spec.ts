import { expect, test, type Page } from '@playwright/test';

const SECTION_ORDER = ['home', 'about', 'ventures', 'community', 'join', 'quality', 'launch', 'contact'];

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
const counterTexts = (page: Page) => page.locator('[data-counter]').allTextContents();
const ventureCards = (page: Page) => page.locator('#ventures article').count();

test.describe('home page', () => {
  test('prerenders every section, in order, with the lazy ones visible and not hidden', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const positions = SECTION_ORDER.map((id) => html.indexOf(`id="${id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const text of [
      'Greenacre Farm &amp; Nursery',
      'A community that grows together',
      'A bar every venture has to clear',
      'From idea to opening day in four phases',
    ]) {
      expect(html).toContain(text);
    }
    // No outlined Suspense boundary (hidden div + inline script the CSP would block).
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('<script>');
    // The hero counters carry their final values in the HTML.
    expect(html).toMatch(/data-counter="entrepreneurs"[^>]*>150<!-- -->\+/);
  });

  test('the hero image ships as AVIF and WebP with its size reserved and high priority', async ({ page }) => {
    await page.goto('/');
    const sources = page.locator('#home picture source');
    await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
    await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
    const img = page.locator('#home picture img');
    await expect(img).toHaveAttribute('width', '960');
    await expect(img).toHaveAttribute('height', '720');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
    await expect(page.getByRole('status', { name: 'Loading image' })).toHaveCount(0);
  });

  test('nav anchors, "Learn Our Story" and "Join Our Community" scroll to their sections', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator('#home').getByRole('link', { name: 'Learn Our Story' }).click();
    await expect(page).toHaveURL(/#about$/);
    await expect(page.locator('#about')).toBeInViewport();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, id] of [
      ['Ventures', 'ventures'],
      ['Community', 'community'],
      ['Contact', 'contact'],
      ['Home', 'home'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await page.locator('#home').getByRole('link', { name: 'Join Our Community' }).click();
    await expect(page.locator('#join')).toBeInViewport();
  });

  test('lazy sections load their own code and stay in place while it arrives', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await page.goto('/');
    await hydrated(page);
    // The sections' code is not part of the page's own markup, and loads only for what the visitor reaches.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/modulepreload[^>]+(ventures|community|quality|launch)-section/);
    expect(chunks.filter((c) => /(ventures|community|quality|launch)-section-[\w-]+\.js$/.test(c))).toEqual([]);
    const before = await page.locator('#launch').boundingBox();
    await page.locator('#launch').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'From idea to opening day in four phases' })).toBeVisible();
    await expect.poll(() => chunks.some((c) => /launch-section-[\w-]+\.js$/.test(c))).toBe(true);
    // A jump past the middle of the page does not load the sections it skipped.
    expect(chunks.filter((c) => /ventures-section-[\w-]+\.js$/.test(c))).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect((await page.locator('#launch').boundingBox())?.height).toBeCloseTo(before?.height ?? 0, 0);
  });

  test('the page does not shift while it loads and hydrates', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(2500);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBeLessThan(0.05);
  });

  test('counters count up to exactly 150, the number of venture cards and 100 after hydration', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const ventures = await ventureCards(page);
    expect(ventures).toBe(4);
    await expect.poll(() => counterTexts(page), { timeout: 10_000 }).toEqual(['150+', String(ventures), '100%']);
    await expect(page.locator('#home').getByText('150+ Entrepreneurs')).toHaveClass(/sr-only/);
  });

  test('the ventures counter follows the venture cards when a venture is added', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.waitForFunction(() => Boolean(window.rootedSiteContent));
    await page.evaluate(() => {
      const api = window.rootedSiteContent!;
      const ventures = api.getSiteContent().ventures;
      api.updateSiteContent({
        ventures: [...ventures, { ...ventures[0]!, id: 'tidewater', name: 'Tidewater Bakery' }],
      });
    });
    await expect.poll(() => ventureCards(page)).toBe(5);
    await expect(page.locator('[data-counter="ventures"]')).toHaveAttribute('data-final', '5');
    await expect(page.locator('#home').getByText('5 Ventures')).toHaveClass(/sr-only/);
  });

  test('testimonials rotate every 4 s and stop with the pause button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const quote = page.locator('#home').getByRole('figure');
    const first = await quote.textContent();
    await page.clock.runFor(4100);
    await expect(quote).not.toHaveText(first ?? '');
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    const paused = await quote.textContent();
    await page.clock.runFor(9000);
    await expect(quote).toHaveText(paused ?? '');
  });

  // Quotes of different lengths used to resize the card: on a wide screen the hero's text,
  // centred beside it, moved at every rotation, and on a phone so did everything below it.
  for (const width of [390, 1280]) {
    test(`a testimonial rotation never moves the page (${width} px wide)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.clock.install();
      await page.goto('/');
      await hydrated(page);
      const slide = page.locator('#home').getByRole('figure');
      const positions = () =>
        Promise.all(['#home-title', '#about'].map(async (selector) => (await page.locator(selector).boundingBox())?.y));
      const before = await positions();
      let previous = '';
      for (let rotation = 0; rotation < 3; rotation += 1) {
        await expect(slide).not.toHaveText(previous);
        previous = (await slide.textContent()) ?? '';
        expect(await positions()).toEqual(before);
        await page.clock.runFor(4100);
      }
    });
  }
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('counters show their final values at once and testimonials do not rotate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const quote = page.locator('#home').getByRole('figure');
    const first = await quote.textContent();
    for (let i = 0; i < 10; i++) {
      expect(await counterTexts(page)).toEqual(['150+', String(await ventureCards(page)), '100%']);
      await page.clock.runFor(500);
    }
    await expect(quote).toHaveText(first ?? '');
    await expect(page.getByRole('button', { name: 'Pause testimonials' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(quote).not.toHaveText(first ?? '');
  });
});
