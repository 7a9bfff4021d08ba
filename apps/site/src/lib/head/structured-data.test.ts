import { defaultSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from './structured-data';

describe('absoluteUrl', () => {
  it('joins origin and path with exactly one slash', () => {
    expect(absoluteUrl('https://rooted.example', '/')).toBe('https://rooted.example/');
    expect(absoluteUrl('https://rooted.example/', '/privacy')).toBe('https://rooted.example/privacy');
    expect(absoluteUrl('https://rooted.example//', 'docs')).toBe('https://rooted.example/docs');
  });
});

describe('organizationJsonLd', () => {
  it('describes the organisation from the content model, with contact point and social links', () => {
    const data = organizationJsonLd(defaultSiteContent.company, 'https://rooted.example');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Rooted Ventures',
      url: 'https://rooted.example/',
      logo: 'https://rooted.example/logo.png',
      description: defaultSiteContent.company.description,
      contactPoint: [
        {
          '@type': 'ContactPoint',
          email: 'hello@rooted.example',
          telephone: '+1 (555) 010-0100',
          contactType: 'customer support',
        },
      ],
      sameAs: [
        'https://twitter.com/rootedventures',
        'https://www.linkedin.com/company/rootedventures',
        'https://www.instagram.com/rootedventures',
      ],
    });
  });
});

describe('organizationJsonLd address', () => {
  it('gives the postal address in its parts from the content model', () => {
    const data = organizationJsonLd(defaultSiteContent.company, 'https://rooted.example');
    expect(data['address']).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '100 Example Street',
      addressLocality: 'Springfield',
      addressRegion: 'ST',
      postalCode: '00000',
      addressCountry: 'US',
    });
  });

  it('falls back to the one address line for content stored before the parts existed', () => {
    const { postalAddress: _parts, ...older } = defaultSiteContent.company;
    const data = organizationJsonLd({ ...older, address: '1 Old Road, Elsewhere' }, 'https://rooted.example');
    expect(data['address']).toEqual({ '@type': 'PostalAddress', streetAddress: '1 Old Road, Elsewhere' });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Peer Mentoring Circles', path: '/peer-mentoring' },
      ],
      'https://rooted.example',
    );
    expect(data['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://rooted.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Peer Mentoring Circles',
        item: 'https://rooted.example/peer-mentoring',
      },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('escapes characters that could end the script element, and still parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- x -->', line: 'a\u2028b' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});
