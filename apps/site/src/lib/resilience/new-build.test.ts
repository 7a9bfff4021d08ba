import { describe, expect, it } from 'vitest';
import { mayReload, RELOAD_GUARD_MS } from './new-build.lazy';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('mayReload (the reload-loop guard)', () => {
  it('allows one full load, refuses another within the guard time, and allows one after it', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(mayReload(t0, () => storage)).toBe(true);
    expect(mayReload(t0 + 1, () => storage)).toBe(false);
    expect(mayReload(t0 + RELOAD_GUARD_MS - 1, () => storage)).toBe(false);
    expect(mayReload(t0 + RELOAD_GUARD_MS, () => storage)).toBe(true);
    expect(mayReload(t0 + RELOAD_GUARD_MS + 1, () => storage)).toBe(false);
  });

  it('is not fooled by a marker from the future (a clock set back)', () => {
    const storage = memoryStorage();
    expect(mayReload(5 * RELOAD_GUARD_MS, () => storage)).toBe(true);
    expect(mayReload(RELOAD_GUARD_MS, () => storage)).toBe(true);
  });

  it('refuses when there is no storage to remember the last load in', () => {
    const failing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(mayReload(1_000_000, failing)).toBe(false);
    const full = { getItem: () => null, setItem: failing };
    expect(mayReload(1_000_000, () => full)).toBe(false);
  });
});
