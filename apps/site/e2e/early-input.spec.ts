import { expect, test, type Page } from '@playwright/test';
import { holdDocumentRest } from './test-support/held-document';
import { holdRequests } from './test-support/hold-requests';
import { whenOwnedByReact } from './test-support/site-page';

/*
 * Input made after the first paint but before the page (or the part of it that owns the control)
 * has hydrated. The site's scripts are held, so the input is surely made while React is not
 * listening; then they are let go, and the input must have its effect exactly once. Toggles make
 * "once" visible: replayed twice, a dialog or the carousel's pause would be back where it was.
 */

const isHydrated = (page: Page) => page.locator('html[data-hydrated="true"]');
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search pages and sections' });
const banner = (page: Page) => page.getByRole('banner');

/** Opens `path` with the site's scripts held, lets `act` make its input, checks React is not listening, then lets the scripts go. */
async function beforeHydration(page: Page, path: string, act: () => Promise<void>): Promise<void> {
  const release = await holdRequests(page, '**/assets/**/*.js');
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await act();
  await expect(isHydrated(page)).toHaveCount(0);
  release();
  await expect(isHydrated(page)).toHaveCount(1);
}

interface ControlCase {
  name: string;
  path: string;
  act: (page: Page) => Promise<void>;
  effect: (page: Page) => Promise<void>;
  /** The control shows on phones only (the menu). */
  phone?: boolean;
}

const searchButton: Omit<ControlCase, 'path'> = {
  name: 'the search button',
  act: (page) =>
    banner(page)
      .getByRole('button', { name: /Search/ })
      .click(),
  effect: async (page) => {
    await expect(searchDialog(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
  },
};
const menuButton: Omit<ControlCase, 'path'> = {
  name: 'the menu button',
  phone: true,
  act: (page) => banner(page).getByRole('button', { name: 'Menu' }).click(),
  effect: async (page) => {
    // The open menu is modal, so the header's toggle is out of the accessibility tree: found by its label.
    await expect(page.locator('header button[aria-label="Menu"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: 'Menu', exact: true })).toBeVisible();
  },
};
const chatLauncher: Omit<ControlCase, 'path'> = {
  name: 'the chat launcher',
  act: (page) => page.getByRole('button', { name: 'Open chat' }).click(),
  effect: async (page) => {
    await expect(page.getByRole('dialog', { name: 'Chat with Rooted Ventures' })).toBeVisible();
    await expect(page.locator('button[aria-controls="live-chat-panel"]')).toHaveAttribute('aria-expanded', 'true');
  },
};

const cases: ControlCase[] = [
  ...['/', '/docs', '/peer-mentoring'].flatMap((path) =>
    [searchButton, menuButton, chatLauncher].map((c) => ({ ...c, path })),
  ),
  {
    name: "the carousel's pause toggle (a lazily hydrated section)",
    path: '/',
    act: (page) => page.getByRole('button', { name: 'Pause testimonials' }).click(),
    effect: async (page) => {
      await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pause testimonials' })).toHaveCount(0);
    },
  },
  {
    name: 'a docs tab (in the lazily hydrated page body)',
    path: '/docs',
    act: (page) => page.getByRole('tab', { name: 'Images and Media' }).click(),
    effect: async (page) => {
      await expect(page.getByRole('tab', { name: 'Images and Media' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Images and Media' })).toBeVisible();
      await expect(page).toHaveURL(/\/docs#images-and-media$/);
    },
  },
];

test.describe('input before hydration has its effect once', () => {
  for (const { name, path, act, effect, phone } of cases) {
    test(`${path}: ${name}`, async ({ page }) => {
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      await beforeHydration(page, path, () => act(page));
      await effect(page);
    });
  }

  test("/: the carousel's next button, without auto-rotation, moves one testimonial on", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = page.getByRole('region', { name: 'What our members say' });
    await beforeHydration(page, '/', () => carousel.getByRole('button', { name: 'Next testimonial' }).click());
    const total = await carousel.locator('[aria-roledescription="slide"]').count();
    expect(total).toBeGreaterThan(2);
    await expect(carousel.locator('[aria-roledescription="slide"]:not([aria-hidden])')).toHaveAttribute(
      'aria-label',
      `2 of ${total}`,
    );
  });

  test('/docs: a tab click then an arrow key, in that order, each once', async ({ page }) => {
    await beforeHydration(page, '/docs', async () => {
      await page.getByRole('tab', { name: 'Content Editing' }).click();
      await page.keyboard.press('ArrowDown');
    });
    await expect(page.getByRole('tab', { name: 'Managing Ventures' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Managing Ventures' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Managing Ventures' })).toBeVisible();
  });
});

test.describe('input while the rest of the page is still arriving', () => {
  // A long page paints its top while the rest of its HTML is on the way (the home page is over
  // 100 KB). The input recorder must already listen then, so it runs in the head, before the
  // first paint: at the end of the body it would start only once the whole page had arrived.
  const inputs = [
    [
      'a tap on the search button',
      (page: Page) =>
        banner(page)
          .getByRole('button', { name: /Search/ })
          .click(),
    ],
    ['Ctrl+K', (page: Page) => page.keyboard.press('Control+k')],
  ] as const;
  for (const path of ['/', '/docs']) {
    for (const [name, act] of inputs) {
      test(`${path}: ${name} with only the header arrived opens the search once`, async ({ page, baseURL }) => {
        const held = await holdDocumentRest(baseURL!, path, '</header>');
        try {
          await page.goto(`${held.origin}${path}`, { waitUntil: 'commit' });
          await expect(banner(page)).toBeVisible();
          await act(page);
          // The page's end has not arrived: no footer, so no code has run.
          await expect(page.getByRole('contentinfo')).toHaveCount(0);
          held.release();
          await expect(isHydrated(page)).toHaveCount(1);
          await expect(searchDialog(page)).toBeVisible();
          await expect(searchInput(page)).toBeFocused();
        } finally {
          await held.close();
        }
      });
    }
  }
});

test.describe('the search shortcut before hydration', () => {
  for (const [path, shortcut] of [
    ['/', 'Control+k'],
    ['/docs', 'Meta+k'],
    ['/peer-mentoring', 'Control+k'],
    ['/privacy', 'Meta+k'],
  ] as const) {
    test(`${path}: ${shortcut} opens the search once`, async ({ page }) => {
      await beforeHydration(page, path, () => page.keyboard.press(shortcut));
      await expect(searchDialog(page)).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      await expect(searchInput(page)).toHaveValue('');
    });
  }

  test('Ctrl+K then typing at once: the search opens with everything typed', async ({ page }) => {
    await beforeHydration(page, '/', async () => {
      await page.keyboard.press('Control+k');
      await page.keyboard.type('peer mentoring');
    });
    await expect(searchInput(page)).toHaveValue('peer mentoring');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchDialog(page).getByRole('option').first()).toContainText('Peer Mentoring');
    // The page did not scroll on the typed spaces.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('Ctrl+K before hydration, then typing after it while the replaying code loads: nothing typed is lost', async ({
  page,
}) => {
  const releaseScripts = await holdRequests(page, '**/assets/index-*.js');
  const releaseReplay = await holdRequests(page, '**/assets/early-input-replay.lazy-*.js');
  await page.goto('/peer-mentoring', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Control+k');
  await expect(isHydrated(page)).toHaveCount(0);
  releaseScripts();
  await expect(isHydrated(page)).toHaveCount(1);
  // Hydrated, and the Ctrl+K is still waiting for the code that replays it.
  await page.keyboard.type('peer');
  await expect(searchDialog(page)).toHaveCount(0);
  releaseReplay();
  await expect(searchInput(page)).toHaveValue('peer');
  await page.keyboard.type(' mentoring');
  await expect(searchInput(page)).toHaveValue('peer mentoring');
  await expect(searchDialog(page)).toHaveCount(1);
});

test('on a hydrated page, Ctrl+K then typing while the search code loads: nothing typed is lost', async ({ page }) => {
  await page.goto('/peer-mentoring');
  await expect(isHydrated(page)).toHaveCount(1);
  const release = await holdRequests(page, '**/assets/search-overlay.lazy-*.js');
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('peer ment');
  await expect(searchDialog(page)).toHaveCount(0);
  release();
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.type('oring');
  await expect(searchInput(page)).toHaveValue('peer mentoring');
  await expect(searchDialog(page).getByRole('option').first()).toContainText('Peer Mentoring');
});

test.describe("the chat's message field takes what is typed while the chat's code loads", () => {
  const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Chat with Rooted Ventures' });
  const messageField = (page: Page) => chatPanel(page).getByRole('textbox', { name: 'Your message' });
  const chatLauncher = (page: Page) => page.getByRole('button', { name: 'Open chat' });

  test('on a hydrated page: open the chat, type at once, every letter arrives once and in order', async ({ page }) => {
    await page.goto('/peer-mentoring');
    await expect(isHydrated(page)).toHaveCount(1);
    const release = await holdRequests(page, '**/assets/live-chat-panel.lazy-*.js');
    await chatLauncher(page).click();
    // Focus is still on the launcher: a Space must not press it (that would close the chat again).
    await page.keyboard.type('hello mentors');
    await expect(chatPanel(page)).toHaveCount(0);
    release();
    await expect(messageField(page)).toHaveValue('hello mentors');
    await expect(messageField(page)).toBeFocused();
    await expect(chatLauncher(page)).toHaveAttribute('aria-expanded', 'true');
    // Nothing was sent on the visitor's behalf, and the field goes on taking keystrokes itself.
    await expect(chatPanel(page).getByRole('log').getByText('hello mentors')).toHaveCount(0);
    await page.keyboard.type('!');
    await expect(messageField(page)).toHaveValue('hello mentors!');
  });

  test('on a hydrated page, before the launcher: tap it, type on as it hydrates, every letter arrives once and in order', async ({
    page,
  }) => {
    // The launcher's code loads after the page has hydrated; a tap before it is kept and replayed.
    // Its part can hydrate between two keystrokes, before the tap is replayed: those keystrokes
    // must wait for the chat the tap opens, not reach a page that has nothing listening yet.
    const releaseLauncher = await holdRequests(page, '**/assets/live-chat.lazy-*.js');
    const releasePanel = await holdRequests(page, '**/assets/live-chat-panel.lazy-*.js');
    await page.goto('/peer-mentoring');
    await expect(isHydrated(page)).toHaveCount(1);
    await chatLauncher(page).click();
    await page.keyboard.type('hello ');
    releaseLauncher();
    await whenOwnedByReact(chatLauncher(page));
    await page.keyboard.type('mentors');
    await expect(chatPanel(page)).toHaveCount(0);
    releasePanel();
    await expect(messageField(page)).toHaveValue('hello mentors');
    await expect(messageField(page)).toBeFocused();
    await expect(chatLauncher(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('before hydration: open the chat, type, let the scripts go: the field holds exactly what was typed', async ({
    page,
  }) => {
    await beforeHydration(page, '/', async () => {
      await chatLauncher(page).click();
      await page.keyboard.type('hello mentors');
    });
    await expect(messageField(page)).toHaveValue('hello mentors');
    await expect(messageField(page)).toBeFocused();
    await expect(chatLauncher(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
