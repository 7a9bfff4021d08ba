// @vitest-environment node
import { defaultSiteContent, defaultStories, type SiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../test-support/owner-api';
import type { RenderStoryPage } from './story-page-preview';

const draft: SiteContent = {
  ...defaultSiteContent,
  stories: [{ ...defaultStories[0]!, slug: 'a-draft', title: 'A draft', status: 'draft' }],
};

async function signedIn() {
  const asked: [string, string][] = [];
  const renderStoryPage: RenderStoryPage = async (content, slug, theme) => {
    const story = content.stories?.find((candidate) => candidate.slug === slug);
    asked.push([slug, theme]);
    return story ? `<html data-theme="${theme}"><h1>${story.title}</h1></html>` : undefined;
  };
  const admin = await testAdmin(defaultSiteContent, {}, { renderStoryPage });
  const { cookie, csrfToken } = await admin.session();
  const post = (body: unknown, headers: Record<string, string> = { 'x-csrf-token': csrfToken }) =>
    admin.call('/api/admin/content/story-preview', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  return { ...admin, post, asked };
}

describe('POST /api/admin/content/story-preview', () => {
  it('answers a draft story’s page as the site draws it, in the theme asked for, and publishes nothing', async () => {
    const { post, publisher, asked } = await signedIn();
    const response = await post({ content: draft, slug: 'a-draft', theme: 'dark' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, html: '<html data-theme="dark"><h1>A draft</h1></html>' });
    expect(asked).toEqual([['a-draft', 'dark']]);
    expect((await publisher.current()).content.stories ?? []).not.toContainEqual(
      expect.objectContaining({ slug: 'a-draft' }),
    );
  });

  it('answers a draft the rules refuse with its issues, an unknown story with 404, bad input with 400', async () => {
    const { post, asked } = await signedIn();
    const broken = { ...draft, company: { ...draft.company, name: '' } };
    const refused = await post({ content: broken, slug: 'a-draft', theme: 'light' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'company.name',
    ]);
    expect((await post({ content: draft, slug: 'no-such-story', theme: 'light' })).status).toBe(404);
    expect((await post({ content: draft, slug: 'a-draft', theme: 'sepia' })).status).toBe(400);
    expect(asked).toEqual([['no-such-story', 'light']]);
  });

  it('needs the CSRF token', async () => {
    const { post } = await signedIn();
    expect((await post({ content: draft, slug: 'a-draft', theme: 'light' }, {})).status).toBe(403);
  });
});
