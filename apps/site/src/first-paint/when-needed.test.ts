import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

/** Whether the promise has settled after pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

// The module keeps one "released" flag per page, so every test gets a fresh copy.
const load = () => import('./when-needed');

describe('whenNeeded', () => {
  let section: HTMLElement;
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    FakeObserver.last = undefined;
    section = document.createElement('section');
    document.body.append(section);
  });
  afterEach(() => {
    section.remove();
    vi.unstubAllGlobals();
  });

  it('waits until the part comes within 600 px of the viewport', async () => {
    const { whenNeeded } = await load();
    const ready = whenNeeded(() => section);
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([section]);
    expect(observer.options.rootMargin).toBe('600px 0px');
    observer.report(false);
    expect(await settled(ready)).toBe(false);
    observer.report(true);
    expect(await settled(ready)).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('resolves at once when the part is not on the page (a client-side visit renders it later)', async () => {
    const { whenNeeded } = await load();
    expect(await settled(whenNeeded(() => null))).toBe(true);
  });

  it('resolves at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { whenNeeded } = await load();
    expect(await settled(whenNeeded(() => section))).toBe(true);
  });

  it('loadDeferredParts releases parts still waiting and every later one', async () => {
    const { whenNeeded, loadDeferredParts } = await load();
    const waiting = whenNeeded(() => section);
    expect(await settled(waiting)).toBe(false);
    loadDeferredParts();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(whenNeeded(() => section))).toBe(true);
  });
});

describe('whenHydrated', () => {
  beforeEach(() => vi.resetModules());

  it('waits for the page to hydrate', async () => {
    const { whenHydrated, pageHydrated } = await load();
    const ready = whenHydrated;
    expect(await settled(ready)).toBe(false);
    pageHydrated();
    expect(await settled(ready)).toBe(true);
  });

  it('loadDeferredParts releases it before hydration (a navigation or content change needs every part)', async () => {
    const { whenHydrated, loadDeferredParts } = await load();
    const ready = whenHydrated;
    loadDeferredParts();
    expect(await settled(ready)).toBe(true);
  });
});
