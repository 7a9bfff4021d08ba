import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroCounters } from './hero-counters';
import { TestimonialCarousel } from './testimonial-carousel';

const testimonials = [
  { text: 'First voice.', author: 'Maya Okafor', role: 'Founder' },
  { text: 'Second voice.', author: 'Daniel Reyes' },
  { text: 'Third voice.', author: 'Priya Shah' },
];
const counters = [
  { id: 'entrepreneurs', target: 150, suffix: '+', label: 'Entrepreneurs' },
  { id: 'ventures', target: 8, suffix: '', label: 'Ventures' },
  { id: 'people-first', target: 100, suffix: '%', label: 'People-first' },
];

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

let observed: IntersectionObserverCallback[] = [];
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {
    observed.push(callback);
  }
  observe() {}
  disconnect() {}
  fire() {}
}

function scrollIntoView() {
  act(() => {
    for (const cb of observed) cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

/** The one slide a visitor (or a screen reader) sees; getByRole fails if more than one is exposed. */
const quote = () => screen.getByRole('figure').textContent;
const numbers = () => [...document.querySelectorAll('[data-counter]')].map((node) => node.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  mockReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TestimonialCarousel', () => {
  it('rotates every 4000 ms and wraps around', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(quote()).toContain('First voice.');
    act(() => vi.advanceTimersByTime(3999));
    expect(quote()).toContain('First voice.');
    act(() => vi.advanceTimersByTime(1));
    expect(quote()).toContain('Second voice.');
    act(() => vi.advanceTimersByTime(8000));
    expect(quote()).toContain('First voice.');
  });

  it('pauses while hovered and while focused, and resumes after', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const region = screen.getByRole('region', { name: 'What our members say' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(12_000));
    expect(quote()).toContain('First voice.');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(4000));
    expect(quote()).toContain('Second voice.');

    fireEvent.focus(screen.getByRole('button', { name: 'Next testimonial' }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(quote()).toContain('Second voice.');
  });

  it('is not a live region and stops with the visible pause button', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(screen.getByRole('region', { name: 'What our members say' }).getAttribute('aria-live')).toBe('off');
    const pause = screen.getByRole('button', { name: 'Pause testimonials' });
    fireEvent.click(pause);
    fireEvent.blur(pause);
    act(() => vi.advanceTimersByTime(12_000));
    expect(quote()).toContain('First voice.');
    const play = screen.getByRole('button', { name: 'Play testimonials' });
    fireEvent.click(play);
    fireEvent.blur(play);
    act(() => vi.advanceTimersByTime(4000));
    expect(quote()).toContain('Second voice.');
  });

  it('stops while the tab is hidden', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(12_000));
    expect(quote()).toContain('First voice.');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(4000));
    expect(quote()).toContain('Second voice.');
  });

  it('never rotates under reduced motion; previous/next still work', () => {
    mockReducedMotion(true);
    render(<TestimonialCarousel testimonials={testimonials} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(quote()).toContain('First voice.');
    expect(screen.queryByRole('button', { name: 'Pause testimonials' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(quote()).toContain('Third voice.');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(quote()).toContain('First voice.');
  });
});

describe('HeroCounters', () => {
  it('shows the final values before they are seen (prerendered HTML)', () => {
    render(<HeroCounters counters={counters} />);
    expect(numbers()).toEqual(['150+', '8', '100%']);
  });

  it('counts from 0 to exactly 150, 8 and 100 in 60 steps over 2000 ms once visible', () => {
    render(<HeroCounters counters={counters} />);
    scrollIntoView();
    expect(numbers()).toEqual(['0+', '0', '0%']);
    act(() => vi.advanceTimersByTime(1000));
    const halfway = numbers();
    expect(halfway).not.toEqual(['150+', '8', '100%']);
    expect(halfway[0]).not.toBe('0+');
    act(() => vi.advanceTimersByTime(1000));
    expect(numbers()).toEqual(['150+', '8', '100%']);
    // Once: seeing it again does not restart.
    scrollIntoView();
    act(() => vi.advanceTimersByTime(5000));
    expect(numbers()).toEqual(['150+', '8', '100%']);
  });

  it('takes 60 steps of about 33 ms', () => {
    render(<HeroCounters counters={[{ id: 'n', target: 60, suffix: '', label: 'Steps' }]} />);
    scrollIntoView();
    act(() => vi.advanceTimersByTime(2000 / 60));
    expect(numbers()).toEqual(['1']);
    act(() => vi.advanceTimersByTime((2000 / 60) * 58));
    expect(numbers()).toEqual(['59']);
  });

  it('shows final values at once under reduced motion', () => {
    mockReducedMotion(true);
    render(<HeroCounters counters={counters} />);
    scrollIntoView();
    expect(observed).toHaveLength(0);
    expect(numbers()).toEqual(['150+', '8', '100%']);
  });

  it('hides the counting digits from screen readers and gives the final text', () => {
    render(<HeroCounters counters={counters} />);
    scrollIntoView();
    for (const node of document.querySelectorAll('[data-counter]'))
      expect(node.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('150+ Entrepreneurs')).toBeTruthy();
    expect(screen.getByText('100% People-first')).toBeTruthy();
  });
});
