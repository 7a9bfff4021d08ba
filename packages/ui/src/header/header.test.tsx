import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header, HEADER_SCROLL_THRESHOLD } from './header';

const links = [
  { name: 'Home', href: '#home' },
  { name: 'About', href: '#about' },
  { name: 'Contact', href: '#contact' },
];

function renderHeader(onNavigate = vi.fn()) {
  render(
    <Header
      brandName="Rooted Ventures"
      tagline="People Over Profit"
      homeHref="/"
      links={links}
      cta={{ name: 'Join Our Community', href: '#join' }}
      onNavigate={onNavigate}
    />,
  );
  return onNavigate;
}

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

// scrollY is replaced by a fixed value above; the next test or file gets the window's own.
const windowScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
afterEach(() => {
  cleanup();
  if (windowScrollY) Object.defineProperty(window, 'scrollY', windowScrollY);
  else delete (window as { scrollY?: number }).scrollY;
});

describe('Header', () => {
  it('changes style only once scrolled more than 10 px', async () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(HEADER_SCROLL_THRESHOLD).toBe(10);
    expect(header).toHaveProperty('dataset.scrolled', 'false');
    await scrollTo(10);
    expect(header.dataset.scrolled).toBe('false');
    await scrollTo(11);
    expect(header.dataset.scrolled).toBe('true');
    await scrollTo(0);
    expect(header.dataset.scrolled).toBe('false');
  });

  it('lists the nav items and hands link picks to the site', async () => {
    const onNavigate = renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelectorAll('ul a')).toHaveLength(3);
    await userEvent.click(screen.getByRole('link', { name: 'Join Our Community' }));
    expect(onNavigate).toHaveBeenCalledWith('#join', expect.anything());
  });
});

describe('MobileMenu', () => {
  it('toggles aria-expanded and closes on Escape, returning focus to the toggle', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a link pick and navigates only after it has closed', async () => {
    const onNavigate = vi.fn();
    renderHeader(onNavigate);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const about = [...dialog.querySelectorAll('a')].find((a) => a.textContent === 'About')!;

    onNavigate.mockImplementation(() => {
      // By the time the site scrolls, the sheet (and its scroll lock) must be gone.
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await userEvent.click(about);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]?.[0]).toBe('#about');
  });

  it('closes when the viewport widens to the desktop layout', async () => {
    const listeners: ((event: MediaQueryListEvent) => void)[] = [];
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.push(fn),
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    act(() => listeners.forEach((fn) => fn({ matches: true } as MediaQueryListEvent)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on an outside click on the overlay', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-testid="mobile-menu-overlay"]')!;
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
