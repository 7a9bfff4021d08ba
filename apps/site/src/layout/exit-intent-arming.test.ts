import { afterEach, describe, expect, it } from 'vitest';
import { EXIT_INTENT_DWELL_OVERRIDE_KEY, exitIntentDwellMs } from './exit-intent-arming.lazy';

afterEach(() => localStorage.clear());

describe('exitIntentDwellMs (test hook)', () => {
  it('is 10 s by default and can only be shortened', () => {
    expect(exitIntentDwellMs()).toBe(10_000);
    localStorage.setItem(EXIT_INTENT_DWELL_OVERRIDE_KEY, '250');
    expect(exitIntentDwellMs()).toBe(250);
    localStorage.setItem(EXIT_INTENT_DWELL_OVERRIDE_KEY, '600000');
    expect(exitIntentDwellMs()).toBe(10_000);
    localStorage.setItem(EXIT_INTENT_DWELL_OVERRIDE_KEY, '-5');
    expect(exitIntentDwellMs()).toBe(10_000);
    localStorage.setItem(EXIT_INTENT_DWELL_OVERRIDE_KEY, 'soon');
    expect(exitIntentDwellMs()).toBe(10_000);
  });
});
