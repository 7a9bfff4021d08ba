import type { SiteContent } from '@rooted/site-content';
import { describe, expect, it, vi } from 'vitest';
import { startPublishedRefresh } from './published-refresh';

const content = (title: string) => ({ hero: { title } }) as unknown as SiteContent;
const json = (body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

/** A tab (visibility the test sets), its server (answers the test queues) and what it applied. */
function tab(answers: (() => Response | Promise<Response>)[], shown = content('Old')) {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = Object.assign(new EventTarget(), { setInterval: vi.fn(() => 1), clearInterval: vi.fn() });
  const requests: { path: string; headers: Record<string, string> }[] = [];
  const applied: SiteContent[] = [];
  let current = shown;
  const fetch = vi.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ path: String(path), headers: init?.headers as Record<string, string> });
    const next = answers.shift();
    if (!next) throw new TypeError('offline');
    return next();
  });
  const refresh = startPublishedRefresh({
    current: () => current,
    apply: (next) => {
      if ((next as { hero?: { title?: unknown } }).hero?.title === 'Invalid') throw new Error('refused by the schema');
      applied.push(next);
      current = next;
    },
    fetch: fetch as unknown as typeof globalThis.fetch,
    document: doc as unknown as Document,
    window: win as unknown as Window,
  });
  const becomeVisible = () => {
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { refresh, doc, win, requests, applied, fetch, becomeVisible };
}

describe('an open tab picks up a publish', () => {
  it('applies a newer version once, then asks with its ETag and applies nothing while the version is unchanged', async () => {
    const t = tab([
      () => json({ version: 2, content: content('New') }, '"content-2"'),
      () => new Response(null, { status: 304 }),
      () => json({ version: 2, content: content('New') }, '"content-2"'),
    ]);
    expect(await t.refresh.check()).toBe('applied');
    expect(t.applied).toEqual([content('New')]);
    expect(await t.refresh.check()).toBe('unchanged');
    expect(t.requests[1]!.headers['if-none-match']).toBe('"content-2"');
    // A cache that answers 200 with the same version changes nothing either.
    expect(await t.refresh.check()).toBe('unchanged');
    expect(t.applied).toHaveLength(1);
    expect(t.requests.every((request) => request.path === '/api/content')).toBe(true);
  });

  it('applies nothing when the first answer is what the page already shows, in whatever key order', async () => {
    const shown = { hero: { title: 'Old', subtitle: 'Same' }, ventures: [{ id: 'a' }] } as unknown as SiteContent;
    const t = tab(
      [
        () =>
          json(
            { version: 4, content: { ventures: [{ id: 'a' }], hero: { subtitle: 'Same', title: 'Old' } } },
            '"content-4"',
          ),
      ],
      shown,
    );
    expect(await t.refresh.check()).toBe('unchanged');
    expect(t.applied).toEqual([]);
  });

  it('stops asking, silently, when the server has no such endpoint (static hosting)', async () => {
    const missing = tab([() => new Response('Not found', { status: 404 })]);
    expect(await missing.refresh.check()).toBe('no-endpoint');
    expect(await missing.refresh.check()).toBe('no-endpoint');
    expect(missing.fetch).toHaveBeenCalledTimes(1);
    const page = tab([
      () =>
        new Response('<!doctype html><title>Home</title>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ]);
    expect(await page.refresh.check()).toBe('no-endpoint');
    expect(page.applied).toEqual([]);
  });

  it('keeps the content on bad JSON, content the schema refuses, a server error or no network, and tries again later', async () => {
    const t = tab([
      () =>
        new Response('{"version": 3, "content": {', { status: 200, headers: { 'content-type': 'application/json' } }),
      () => json({ version: 3, content: content('Invalid') }),
      () => new Response('busy', { status: 503 }),
      () => json({ version: 3 }),
    ]);
    for (let i = 0; i < 5; i += 1) expect(await t.refresh.check()).toBe('failed');
    expect(t.applied).toEqual([]);
    expect(t.fetch).toHaveBeenCalledTimes(5);
  });

  it('asks when the tab becomes visible again, and never while it is hidden', async () => {
    const t = tab([() => json({ version: 2, content: content('New') }, '"content-2"')]);
    t.doc.visibilityState = 'hidden';
    expect(await t.refresh.check()).toBe('hidden');
    t.doc.dispatchEvent(new Event('visibilitychange'));
    expect(t.fetch).not.toHaveBeenCalled();
    t.becomeVisible();
    await vi.waitFor(() => expect(t.applied).toEqual([content('New')]));
    // The periodic check runs only through `check`, which is skipped while hidden; stop clears it.
    expect(t.win.setInterval).toHaveBeenCalledTimes(1);
    t.refresh.stop();
    expect(t.win.clearInterval).toHaveBeenCalledTimes(1);
    t.becomeVisible();
    expect(t.fetch).toHaveBeenCalledTimes(1);
  });
});
