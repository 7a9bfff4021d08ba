import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_INTENT_DEFAULTS } from './exit-intent-rules';
import { EXIT_INTENT_KEY, EXIT_INTENT_SHOWN_KEY, recordNewsletterSignup } from './exit-intent-storage';
import { ExitIntentDialog } from '../exit-intent-dialog';
import { useExitIntent, type UseExitIntentOptions } from './use-exit-intent';

function Harness(props: Partial<UseExitIntentOptions>) {
  const state = useExitIntent({ enabled: true, pathname: '/', ...props });
  return (
    <>
      <p data-testid="state">{`${state.armed ? 'armed' : 'idle'} ${state.open ? 'open' : 'closed'}`}</p>
      <ExitIntentDialog open={state.open} onDismiss={state.dismiss} initialFocusId="popup-email">
        <input id="popup-email" aria-label="Email" />
      </ExitIntentDialog>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;
let fine = true;

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

function leaveTop(clientY = 5) {
  act(() => {
    document.dispatchEvent(new MouseEvent('mouseout', { clientY, relatedTarget: null, bubbles: true }));
  });
}

/** Renders, waits the dwell time and scrolls 30 %: everything an armed popup needs. */
function arm(props: Partial<UseExitIntentOptions> = {}) {
  render(<Harness {...props} />);
  act(() => vi.advanceTimersByTime(EXIT_INTENT_DEFAULTS.dwellMs));
  act(() => scrollTo(960));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
  fine = true;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: fine, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4000, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  scrollTo(0);
  localStorage.clear();
  sessionStorage.clear();
});

// scrollY is replaced by a fixed value above; the next file in this worker gets the window's own.
const windowScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  if (windowScrollY) Object.defineProperty(window, 'scrollY', windowScrollY);
  else delete (window as { scrollY?: number }).scrollY;
});

describe('useExitIntent', () => {
  it('opens on a top-edge mouseout once armed, focuses the email and records it for the tab', () => {
    arm();
    expect(state()).toBe('armed closed');
    leaveTop(40);
    expect(state()).toBe('armed closed');
    leaveTop(20);
    expect(state()).toBe('armed open');
    expect(screen.getByRole('dialog', { name: 'Monthly stories from our ventures' })).toBeTruthy();
    expect(document.activeElement?.id).toBe('popup-email');
    expect(sessionStorage.getItem(EXIT_INTENT_SHOWN_KEY)).toBe('1');
  });

  it('never arms before the dwell time or before 25 % is scrolled', () => {
    render(<Harness />);
    act(() => scrollTo(960));
    act(() => vi.advanceTimersByTime(EXIT_INTENT_DEFAULTS.dwellMs - 1));
    leaveTop();
    expect(state()).toBe('idle closed');
    cleanup();
    scrollTo(0);
    render(<Harness />);
    act(() => vi.advanceTimersByTime(60_000));
    act(() => scrollTo(700)); // 700 / 3200 < 25 %
    leaveTop();
    expect(state()).toBe('idle closed');
  });

  it('never arms on a coarse pointer, with the flag off or on the legal and docs pages', () => {
    fine = false;
    arm();
    expect(state()).toBe('idle closed');
    cleanup();
    fine = true;
    arm({ enabled: false });
    leaveTop();
    expect(state()).toBe('idle closed');
    for (const pathname of ['/privacy', '/terms', '/cookies', '/docs']) {
      cleanup();
      arm({ pathname });
      leaveTop();
      expect(state()).toBe('idle closed');
    }
  });

  it('is quiet for 30 days after a dismissal and forever after a signup', () => {
    arm();
    leaveTop();
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(state()).toBe('armed closed');
    expect(JSON.parse(localStorage.getItem(EXIT_INTENT_KEY)!)).toEqual({ dismissedAt: '2026-06-01T12:00:10.000Z' });
    cleanup();
    sessionStorage.clear(); // a new tab
    vi.setSystemTime(new Date('2026-06-30T12:00:00Z'));
    arm();
    leaveTop();
    expect(state()).toBe('idle closed');
    cleanup();
    vi.setSystemTime(new Date('2026-07-02T12:00:00Z'));
    arm();
    leaveTop();
    expect(state()).toBe('armed open');
    cleanup();
    sessionStorage.clear();
    recordNewsletterSignup();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    arm();
    leaveTop();
    expect(state()).toBe('idle closed');
  });

  it('shows at most once per tab', () => {
    arm();
    leaveTop();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(state()).toBe('armed closed');
    localStorage.clear(); // even without the dismissal record
    leaveTop();
    expect(state()).toBe('armed closed');
  });

  it('never opens over another dialog, the open chat or a half-filled form', () => {
    arm();
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    document.body.append(other);
    leaveTop();
    expect(state()).toBe('armed closed');
    other.remove();
    const chat = document.createElement('div');
    chat.setAttribute('role', 'log');
    document.body.append(chat);
    leaveTop();
    expect(state()).toBe('armed closed');
    chat.remove();
    const form = document.createElement('form');
    form.innerHTML = '<textarea>half a thought</textarea>';
    document.body.append(form);
    leaveTop();
    expect(state()).toBe('armed closed');
    form.remove();
    leaveTop();
    expect(state()).toBe('armed open');
  });

  it('closes by × and Esc, each recording a dismissal', () => {
    for (const close of [
      () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
      () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }),
    ]) {
      scrollTo(0);
      cleanup();
      localStorage.clear();
      sessionStorage.clear();
      arm();
      leaveTop();
      expect(state()).toBe('armed open');
      act(close);
      expect(state()).toBe('armed closed');
      expect(localStorage.getItem(EXIT_INTENT_KEY)).toContain('dismissedAt');
    }
  });

  it('closes on an overlay click (real clock, shortened dwell)', async () => {
    vi.useRealTimers();
    render(<Harness dwellMs={0} />);
    act(() => scrollTo(960));
    await waitFor(() => expect(state()).toBe('armed closed'));
    leaveTop();
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 10)); // Radix listens for outside clicks a tick after opening.
    const overlay = screen.getByTestId('exit-intent-overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    fireEvent.click(overlay);
    expect(state()).toBe('armed closed');
    expect(localStorage.getItem(EXIT_INTENT_KEY)).toContain('dismissedAt');
  });
});
