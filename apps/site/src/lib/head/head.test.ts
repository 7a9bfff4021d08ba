import { defaultSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { buildHead, renderHead } from './head';

const SITE = 'https://rooted.example';
const company = defaultSiteContent.company;
const meta = (html: string, attr: string, id: string) =>
  new RegExp(`<meta ${attr}="${id.replace(/[:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

describe('renderHead', () => {
  const { head: html, structuredData } = renderHead(
    {
      path: '/peer-mentoring',
      title: 'Peer Mentoring Circles | Rooted Ventures',
      description: 'Small circles of founders "at the same stage" & more.',
      keywords: ['peer mentoring', 'founder peer group'],
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Peer Mentoring Circles', path: '/peer-mentoring' },
      ],
    },
    company,
    SITE,
  );

  it('writes title, description, keywords and the canonical URL, escaped', () => {
    expect(html).toContain('<title>Peer Mentoring Circles | Rooted Ventures</title>');
    expect(meta(html, 'name', 'description')).toBe(
      'Small circles of founders &quot;at the same stage&quot; &amp; more.',
    );
    expect(meta(html, 'name', 'keywords')).toBe('peer mentoring, founder peer group');
    expect(html).toContain('<link rel="canonical" href="https://rooted.example/peer-mentoring" />');
  });

  it('writes Open Graph and Twitter tags with the share image and its size', () => {
    expect(meta(html, 'property', 'og:url')).toBe('https://rooted.example/peer-mentoring');
    expect(meta(html, 'property', 'og:type')).toBe('website');
    expect(meta(html, 'property', 'og:site_name')).toBe('Rooted Ventures');
    expect(meta(html, 'property', 'og:locale')).toBe('en_US');
    expect(meta(html, 'property', 'og:image')).toBe('https://rooted.example/og-image.png');
    expect(meta(html, 'property', 'og:image:width')).toBe('1200');
    expect(meta(html, 'property', 'og:image:height')).toBe('630');
    expect(meta(html, 'property', 'og:image:alt')).toMatch(/^Rooted Ventures/);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:site')).toBe('@rootedventures');
    expect(meta(html, 'name', 'twitter:image')).toBe('https://rooted.example/og-image.png');
  });

  it('gives the Organization and BreadcrumbList JSON-LD as data blocks that parse, apart from the head tags', () => {
    expect(html).not.toContain('application/ld+json');
    const blocks = [...structuredData.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'BreadcrumbList']);
  });
});

describe('buildHead', () => {
  it('points a duplicate at its canonical page', () => {
    const head = buildHead(
      { path: '/docs/technical', canonicalPath: '/docs', title: 't', description: 'd' },
      company,
      SITE,
    );
    expect(head.canonical).toBe('https://rooted.example/docs');
    expect(head.meta.find((tag) => tag.id === 'og:url')?.content).toBe('https://rooted.example/docs');
  });

  it('gives the home page a canonical URL with its trailing slash', () => {
    expect(buildHead({ path: '/', title: 't', description: 'd' }, company, SITE).canonical).toBe(
      'https://rooted.example/',
    );
  });

  it('keeps the 404 page out of the index: no canonical, no og:url, robots noindex', () => {
    const head = buildHead({ path: '/nope', title: 't', description: 'd', notFound: true }, company, SITE);
    expect(head.canonical).toBeUndefined();
    expect(head.meta.find((tag) => tag.id === 'og:url')).toBeUndefined();
    expect(head.meta.find((tag) => tag.id === 'robots')?.content).toBe('noindex');
    expect(head.jsonLd.map((block) => block['@type'])).toEqual(['Organization']);
  });

  it('escapes < in JSON-LD built from content', () => {
    const html = renderHead(
      { path: '/', title: 't', description: 'd' },
      { ...company, name: 'A</script>B' },
      SITE,
    ).structuredData;
    expect(html).toContain('A\\u003c/script\\u003eB');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('shares a story as an article with its cover, describes it as a BlogPosting and names its feeds', () => {
    const cover = { src: `/media/${'d'.repeat(32)}-1200.webp`, width: 1200, height: 630, alt: 'Forty veg boxes' };
    const input = {
      path: '/stories/first-harvest',
      title: 'First harvest | Rooted Ventures',
      description: 'Forty boxes.',
      article: {
        headline: 'First harvest',
        description: 'Forty boxes.',
        author: 'Ana Torres',
        publishedAt: '2026-10-14T09:00:00Z',
        keywords: ['farming'],
        image: cover,
      },
      feeds: [{ type: 'application/rss+xml' as const, title: 'Stories (RSS)', path: '/stories/rss.xml' }],
    };
    const { head: html, structuredData } = renderHead(input, company, SITE);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:image')).toBe(`${SITE}${cover.src}`);
    expect(meta(html, 'property', 'og:image:alt')).toBe('Forty veg boxes');
    expect(meta(html, 'property', 'article:published_time')).toBe('2026-10-14T09:00:00Z');
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Stories (RSS)" href="https://rooted.example/stories/rss.xml" />',
    );
    const posting = buildHead(input, company, SITE).jsonLd.find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'First harvest',
      datePublished: '2026-10-14T09:00:00Z',
      dateModified: '2026-10-14T09:00:00Z',
      author: { '@type': 'Person', name: 'Ana Torres' },
      url: 'https://rooted.example/stories/first-harvest',
      image: `${SITE}${cover.src}`,
    });
    expect(structuredData).toContain('"@type":"BlogPosting"');
  });

  it('shares a story without a cover with the site picture', () => {
    const head = buildHead(
      {
        path: '/stories/x',
        title: 't',
        description: 'd',
        article: { headline: 'x', description: 'd', author: 'A', publishedAt: '2026-10-14T09:00:00Z', keywords: [] },
      },
      company,
      SITE,
    );
    expect(head.meta.find((tag) => tag.id === 'og:image')?.content).toBe(`${SITE}/og-image.png`);
  });
});
