// @vitest-environment node
/**
 * A venture's drawn icon reaches every visitor's page, so the server checks it when the owner's
 * editor publishes, with the same schema the editor checks in the browser: a drawing that could
 * script or link is refused with 422 naming the field, and nothing is published.
 */
import { defaultSiteContent, type SiteContent } from '@rooted/site-content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../test-support/owner-api';

const tractor = [
  ['path', { d: 'M16 18h-5' }],
  ['circle', { cx: '7', cy: '15', r: '5' }],
];

const withDrawing = (iconDrawing: unknown) => {
  const [first, ...rest] = defaultSiteContent.ventures;
  return { ...defaultSiteContent, ventures: [{ ...first!, icon: 'tractor', iconDrawing }, ...rest] };
};

async function signedIn() {
  const admin = await testAdmin(defaultSiteContent);
  const { cookie, csrfToken } = await admin.session();
  const publish = (content: unknown) =>
    admin.call('/api/admin/content/publish', {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    });
  const current = async () =>
    ((await (await admin.call('/api/admin/content', { headers: { cookie } })).json()) as { content: SiteContent })
      .content;
  return { publish, current };
}

describe('publishing a venture with a drawn icon', () => {
  it('publishes a drawing of shapes, which the content then carries', async () => {
    const { publish, current } = await signedIn();
    expect((await publish(withDrawing(tractor))).status).toBe(201);
    expect((await current()).ventures[0]!.iconDrawing).toEqual(tractor);
  });

  it('refuses a drawing that could script, link or style with 422 naming the field, and publishes nothing', async () => {
    const { publish, current } = await signedIn();
    const hostile = fc.oneof(
      fc.constant([['script', { d: 'M0 0' }]]),
      fc.constant([['image', { href: 'https://evil.example/x.png' }]]),
      fc
        .record({ key: fc.constantFrom('onload', 'onclick', 'href', 'xlink:href', 'style'), value: fc.string() })
        .map(({ key, value }) => [['path', { d: 'M0 0', [key]: value }]]),
      fc.string({ maxLength: 30 }).map((tail) => [['path', { d: `M0 0"/><script>${tail}` }]]),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (drawing) => {
        const response = await publish(withDrawing(drawing));
        expect(response.status).toBe(422);
        const body = (await response.json()) as { issues: { path: string }[] };
        expect(body.issues.length).toBeGreaterThan(0);
        for (const issue of body.issues) expect(issue.path).toMatch(/^ventures\[0\]\.iconDrawing/);
      }),
      { numRuns: 25 },
    );
    expect((await current()).ventures[0]!.iconDrawing).toBeUndefined();
  });
});
