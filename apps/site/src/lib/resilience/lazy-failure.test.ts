import { describe, expect, it, vi } from 'vitest';

/** Whether the promise has settled after pending tasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

describe('keepOnFailure', () => {
  it('passes a successful load through', async () => {
    const { keepOnFailure } = await import('./lazy-failure');
    await expect(keepOnFailure(() => Promise.resolve('module'))()).resolves.toBe('module');
  });

  it('never rejects: a failed load stays pending, and failures before the handler are handed to it when it comes', async () => {
    vi.resetModules();
    const { keepOnFailure, onLazyFailure } = await import('./lazy-failure');
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/search-A.js');
    const section = keepOnFailure(() => Promise.reject(gone))();
    const search = keepOnFailure(() => Promise.reject(gone), 'reload')();
    expect(await settled(section)).toBe(false);
    expect(await settled(search)).toBe(false);

    const handle = vi.fn();
    onLazyFailure(handle);
    expect(handle.mock.calls).toEqual([
      [gone, false],
      [gone, true],
    ]);
    const later = keepOnFailure(() => Promise.reject(gone), 'reload')();
    expect(await settled(later)).toBe(false);
    expect(handle).toHaveBeenLastCalledWith(gone, true);
  });
});
