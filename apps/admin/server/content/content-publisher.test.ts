// @vitest-environment node
import { defaultSiteContent, type SiteContent } from '@rooted/site-content';
import { describe, expect, it, vi } from 'vitest';
import { createContentPublisher } from './content-publisher';
import { createSqliteContentVersions } from './content-versions';
import { openSiteDatabase } from '../database/site-db';

const withTitle = (title: string): SiteContent => ({
  ...defaultSiteContent,
  hero: { ...defaultSiteContent.hero, title },
});

function setup(options: Partial<Parameters<typeof createContentPublisher>[0]> = {}) {
  const versions = createSqliteContentVersions(openSiteDatabase(':memory:'));
  const rendered: string[] = [];
  const publisher = createContentPublisher({
    versions,
    baseline: defaultSiteContent,
    render: async (content) => void rendered.push(content.hero.title),
    ...options,
  });
  return { publisher, versions, rendered };
}

describe('content publisher', () => {
  it('serves the data file until the first publish, then the newest version', async () => {
    const { publisher, rendered } = setup();
    expect(await publisher.current()).toEqual({ version: null, content: defaultSiteContent });
    const result = await publisher.publish(withTitle('First'), 'owner@rooted.example');
    expect(result).toMatchObject({
      ok: true,
      pages: 'rendered',
      version: { id: 1, publishedBy: 'owner@rooted.example', restoredFrom: null },
    });
    expect(await publisher.current()).toMatchObject({ version: 1, content: { hero: { title: 'First' } } });
    expect(rendered).toEqual(['First']);
  });

  it("refuses an invalid draft with each field's path and stores and renders nothing", async () => {
    const { publisher, versions, rendered } = setup();
    const draft = withTitle('x'.repeat(121));
    const result = await publisher.publish({ ...draft, extra: true }, 'owner@rooted.example');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path).sort()).toEqual(['extra', 'hero.title']);
    expect(result.issues.find((issue) => issue.path === 'hero.title')!.message).toMatch(/<=120 characters/);
    expect(await versions.list()).toEqual([]);
    expect(rendered).toEqual([]);
  });

  it('rolls back by publishing a copy of an old version, keeping the whole history', async () => {
    const { publisher, versions, rendered } = setup();
    await publisher.publish(withTitle('First'), 'ann@rooted.example');
    await publisher.publish(withTitle('Second'), 'ann@rooted.example');
    const result = await publisher.rollback(1, 'bob@rooted.example');
    expect(result).toMatchObject({ ok: true, version: { id: 3, publishedBy: 'bob@rooted.example', restoredFrom: 1 } });
    expect((await publisher.current()).content.hero.title).toBe('First');
    expect((await versions.list()).map((version) => version.id)).toEqual([3, 2, 1]);
    expect(rendered).toEqual(['First', 'Second', 'First']);
    expect(await publisher.rollback(99, 'bob@rooted.example')).toBeUndefined();
  });

  it('keeps a version whose pages failed to render and says so; start-up renders it again', async () => {
    const render = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { publisher } = setup({ render });
    expect(await publisher.publish(withTitle('Kept'), 'owner@rooted.example')).toMatchObject({
      ok: true,
      pages: 'not-rendered',
    });
    expect((await publisher.current()).content.hero.title).toBe('Kept');
    await publisher.renderCurrent();
    expect(render).toHaveBeenLastCalledWith(
      expect.objectContaining({ hero: expect.objectContaining({ title: 'Kept' }) }),
    );
    expect(errors.mock.calls.flat().join(' ')).not.toContain('owner@rooted.example');
    errors.mockRestore();
  });

  it('POSTs the version to CONTENT_BUILD_HOOK and reports a hook that fails', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockRejectedValueOnce(new Error('offline'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { publisher } = setup({ buildHook: 'https://hooks.example/build', fetch });
    expect(await publisher.publish(withTitle('Hooked'), 'owner@rooted.example')).toMatchObject({ buildHook: 'called' });
    expect(fetch.mock.calls[0]![0]).toBe('https://hooks.example/build');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ version: 1 });
    expect(await publisher.publish(withTitle('Hooked again'), 'owner@rooted.example')).toMatchObject({
      ok: true,
      buildHook: 'failed',
    });
    errors.mockRestore();
  });

  it('runs publishes one at a time', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { publisher } = setup({
      render: async (content) => {
        order.push(`start ${content.hero.title}`);
        if (content.hero.title === 'Slow') await gate;
        order.push(`end ${content.hero.title}`);
      },
    });
    const slow = publisher.publish(withTitle('Slow'), 'owner@rooted.example');
    const fast = publisher.publish(withTitle('Fast'), 'owner@rooted.example');
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await Promise.all([slow, fast]);
    expect(order).toEqual(['start Slow', 'end Slow', 'start Fast', 'end Fast']);
  });
});
