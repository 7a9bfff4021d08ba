import { defaultSiteContent, defaultStories, type SiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { contentForVisitors, publishedContentTag } from './published-content';

const withStories: SiteContent = {
  ...defaultSiteContent,
  stories: [
    ...defaultStories,
    { ...defaultStories[0]!, slug: 'secret-plans', title: 'Our secret plans', status: 'draft' },
  ],
};

describe('the published content a page carries', () => {
  it('leaves every story out, drafts and published bodies alike, and keeps the rest', () => {
    expect(contentForVisitors(withStories)).toEqual(defaultSiteContent);
    const tag = publishedContentTag(withStories);
    expect(tag).not.toContain('secret-plans');
    expect(tag).not.toContain(defaultStories[0]!.body.slice(0, 40));
    expect(tag).toContain(defaultSiteContent.hero.title);
  });

  it('escapes < so no text in the content can close the tag', () => {
    const tag = publishedContentTag({
      ...defaultSiteContent,
      hero: { ...defaultSiteContent.hero, title: '</script><script>alert(1)' },
    });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
  });
});
