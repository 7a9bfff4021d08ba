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
    expect(meta(html, 'name', 'description')).toBe('Small circles of founders &quot;at the same stage&quot; &amp; more.');
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
    const head = buildHead({ path: '/docs/technical', canonicalPath: '/docs', title: 't', description: 'd' }, company, SITE);
    expect(head.canonical).toBe('https://rooted.example/docs');
    expect(head.meta.find((tag) => tag.id === 'og:url')?.content).toBe('https://rooted.example/docs');
  });

  it('gives the home page a canonical URL with its trailing slash', () => {
    expect(buildHead({ path: '/', title: 't', description: 'd' }, company, SITE).canonical).toBe('https://rooted.example/');
  });

  it('keeps the 404 page out of the index: no canonical, no og:url, robots noindex', () => {
    const head = buildHead({ path: '/nope', title: 't', description: 'd', notFound: true }, company, SITE);
    expect(head.canonical).toBeUndefined();
    expect(head.meta.find((tag) => tag.id === 'og:url')).toBeUndefined();
    expect(head.meta.find((tag) => tag.id === 'robots')?.content).toBe('noindex');
    expect(head.jsonLd.map((block) => block['@type'])).toEqual(['Organization']);
  });

  it('escapes < in JSON-LD built from content', () => {
    const html = renderHead({ path: '/', title: 't', description: 'd' }, { ...company, name: 'A</script>B' }, SITE).structuredData;
    expect(html).toContain('A\\u003c/script\\u003eB');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
