import { expect, test, type Page } from '@playwright/test';
import { tapBeforeHydration } from './test-support/hold-requests';

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
const launcher = (page: Page) => page.getByRole('button', { name: 'Open chat' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with Rooted Ventures' });
const log = (page: Page) => panel(page).getByRole('log');

const VENTURES_ANSWER = /We run four ventures: Greenacre Farm & Nursery/;
const MENTORSHIP_ANSWER = /Members are paired with a mentor/;

test.describe('live chat', () => {
  test("is titled with the studio's name, follows a renamed studio, and takes the title an owner gives it", async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await launcher(page).click();
    // The studio's name, not its slogan ('People Over Profit' is the tagline).
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Chat with Rooted Ventures');
    await page.waitForFunction(() => Boolean(window.rootedSiteContent));
    await page.evaluate(() =>
      window.rootedSiteContent!.updateSiteContent({ company: { name: 'Riverbend Collective' } }),
    );
    await expect(page.getByRole('dialog', { name: 'Chat with Riverbend Collective' })).toBeVisible();
    await page.evaluate(() => window.rootedSiteContent!.updateSiteContent({ liveChat: { title: 'Ask the crew' } }));
    await expect(page.getByRole('dialog', { name: 'Ask the crew' })).toBeVisible();
  });

  test('the launcher ships with the page; the panel code loads on first open', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
    await page.goto('/');
    await hydrated(page);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher(page)).toHaveAttribute('aria-controls', 'live-chat-panel');
    expect(scripts.some((s) => s.includes('live-chat-panel.lazy'))).toBe(false);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    expect(scripts.some((s) => s.includes('live-chat-panel.lazy'))).toBe(true);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).not.toHaveAttribute('aria-modal', /.*/);
    await expect(panel(page).getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await expect(panel(page).getByText('Answers are automated.')).toBeVisible();
    await expect(log(page)).toHaveAttribute('aria-live', 'polite');
  });

  test('a tap on the launcher before the page is interactive opens the chat once it is', async ({ page }) => {
    await tapBeforeHydration(page, '/', launcher(page));
    await hydrated(page);
    // Replayed once: the launcher toggles, so a second replay would close the panel again.
    await expect(panel(page).getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('answers a quick reply and a typed question from content, and keeps the transcript for the tab', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    expect(await page.evaluate(() => sessionStorage.getItem('chat-transcript'))).toBeNull();
    await launcher(page).click();
    // The panel as the visitor sees it once its code has loaded: the field focused, the quick
    // replies offered. Stopping the clock before then stalls the loading (its steps wait on
    // timers and idle callbacks), which on a loaded runner left the panel unopened until the timeout.
    await expect(panel(page).getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await expect(panel(page).getByRole('button', { name: 'Tell me about your ventures' })).toBeVisible();
    // The typing pause is 400–900 ms; a loaded runner can take longer than that to look, so the
    // page's clock stands still while the test checks that the assistant is "typing".
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await panel(page).getByRole('button', { name: 'Tell me about your ventures' }).click();
    await expect(panel(page).getByText('Assistant is typing…')).toBeVisible();
    await expect(log(page).getByText(VENTURES_ANSWER)).toHaveCount(0);
    await page.clock.runFor(900);
    await expect(log(page).getByText(VENTURES_ANSWER)).toBeVisible();
    await expect(panel(page).getByText('Assistant is typing…')).toHaveCount(0);
    await page.clock.resume();

    const box = panel(page).getByRole('textbox', { name: 'Your message' });
    await box.fill('I would love some advice from a coach');
    await box.press('Enter');
    await expect(log(page).getByText(MENTORSHIP_ANSWER)).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Can I find a mentor?' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    await page.reload();
    await hydrated(page);
    await launcher(page).click();
    await expect(log(page).getByText('I would love some advice from a coach')).toBeVisible();
    await panel(page).getByRole('button', { name: 'Clear chat' }).click();
    await expect(log(page).getByText('I would love some advice from a coach')).toHaveCount(0);
  });

  test('"Write to a person" prefills the contact form by event and scrolls to it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => {
      window.addEventListener('rooted:prefill-contact', (e) => {
        (window as unknown as { prefill: unknown }).prefill = (e as CustomEvent).detail;
      });
    });
    await launcher(page).click();
    await panel(page).getByRole('button', { name: 'Can I find a mentor?' }).click();
    await expect(log(page).getByText(MENTORSHIP_ANSWER)).toBeVisible();
    await panel(page).getByRole('link', { name: 'Write to a person' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page.locator('#contact')).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { prefill: unknown }).prefill)).toEqual({
      subject: 'mentorship',
      message: 'From the chat:\nCan I find a mentor?',
    });
  });

  test('opening the search closes the chat: never two overlays at once', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
  });

  test('is hidden when the liveChat flag is off', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('app-config', JSON.stringify({ features: { liveChat: false } })),
    );
    await page.goto('/');
    await hydrated(page);
    await expect(launcher(page)).toHaveCount(0);
  });

  test('no request leaves the origin with search and chat opened', async ({ page, baseURL }) => {
    const origins = new Set<string>();
    page.on('request', (r) => origins.add(new URL(r.url()).origin));
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Search pages and sections' })).toBeFocused();
    await page.keyboard.type('about');
    await page.keyboard.press('Escape');
    await launcher(page).click();
    await panel(page).getByRole('button', { name: 'How do I join the community?' }).click();
    await expect(log(page).getByText(/Our community is 150\+ entrepreneurs/)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
  });
});

test.describe('live chat under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the typing indicator is static text, outside the log', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await launcher(page).click();
    await panel(page).getByRole('button', { name: 'How do I join the community?' }).click();
    // The indicator shows only until the reply arrives, so everything is read in the one moment it
    // is on screen (separate steps raced the reply on a busy machine).
    const seen = await page.waitForFunction(() => {
      const candidates = [...document.querySelectorAll('[role="dialog"] *')].filter(
        (el) => el.textContent?.trim() === 'Assistant is typing…',
      );
      const typing = candidates.find((el) => !candidates.some((other) => other !== el && el.contains(other)));
      if (!typing || typing.getBoundingClientRect().height === 0) return null;
      return {
        inLog: typing.closest('[role="log"]') !== null,
        // The animated dots are display:none under reduced motion.
        dotsShown: [...typing.querySelectorAll('span.rounded-full')].some(
          (dot) => dot.getBoundingClientRect().width > 0,
        ),
      };
    });
    expect(await seen.jsonValue()).toEqual({ inLog: false, dotsShown: false });
  });
});

test.describe('live chat on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opens as a full-screen sheet with the close button visible', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await launcher(page).click();
    const box = await panel(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(844);
    expect(box?.width).toBeGreaterThanOrEqual(375);
    await expect(panel(page).getByRole('button', { name: 'Close chat' })).toBeInViewport();
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(launcher(page)).toBeFocused();
  });
});
