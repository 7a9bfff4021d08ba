import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../defaults/default-site-content';
import { siteContentSchema } from './site-content-schema';

describe('default site content', () => {
  it('matches the schema', () => {
    expect(siteContentSchema.safeParse(defaultSiteContent).success).toBe(true);
  });

  it('carries the fixed identity and placeholder contact details', () => {
    const { company } = defaultSiteContent;
    expect(company.name).toBe('Rooted Ventures');
    expect(company.tagline).toBe('People Over Profit');
    expect(company.email).toBe('hello@rooted.example');
    expect(company.phone).toBe('+1 (555) 010-0100');
    expect(company.address).toContain('Example Street');
    expect(company.socialLinks).toEqual({
      twitter: 'https://twitter.com/rootedventures',
      linkedin: 'https://www.linkedin.com/company/rootedventures',
      instagram: 'https://www.instagram.com/rootedventures',
    });
  });

  it('keeps content stored before the postal address parts existed valid, and checks the parts', () => {
    const { postalAddress: _parts, ...older } = defaultSiteContent.company;
    expect(siteContentSchema.safeParse({ ...defaultSiteContent, company: older }).success).toBe(true);
    const withCountry = (addressCountry: string) =>
      siteContentSchema.safeParse({
        ...defaultSiteContent,
        company: { ...older, postalAddress: { ...defaultSiteContent.company.postalAddress, addressCountry } },
      });
    expect(withCountry('US').success).toBe(true);
    expect(withCountry('United States').success).toBe(false);
  });

  it('has four Live ventures on .example sites with 3-4 features each', () => {
    const { ventures } = defaultSiteContent;
    expect(ventures.map((venture) => venture.icon)).toEqual(['sprout', 'shirt', 'palette', 'dog']);
    for (const venture of ventures) {
      expect(venture.status).toBe('Live');
      expect(venture.isLive).toBe(true);
      expect(venture.website).toMatch(/^https:\/\/[a-z]+\.example$/);
      expect(venture.features.length).toBeGreaterThanOrEqual(3);
      expect(venture.features.length).toBeLessThanOrEqual(4);
    }
  });

  it('has the default stats, counters and navigation', () => {
    const { communityStats, hero, navigation } = defaultSiteContent;
    expect(Object.values(communityStats).map((stat) => stat.value)).toEqual(['150+', '$5.2M+', '100%', '4+']);
    expect(communityStats.valueCreated.counter).toEqual({ target: 5.2, decimals: 1, prefix: '$', suffix: 'M+' });
    expect(hero.counters.map((counter) => counter.target)).toEqual([150, 4, 100]);
    // The ventures' figure follows the venture cards; the other two are typed.
    expect(hero.counters.map((counter) => counter.countsVentures ?? false)).toEqual([false, true, false]);
    expect(defaultSiteContent.ventures).toHaveLength(4);
    expect(navigation).toEqual([
      { name: 'Home', href: '#home' },
      { name: 'About', href: '#about' },
      { name: 'Ventures', href: '#ventures' },
      { name: 'Community', href: '#community' },
      { name: 'Join Us', href: '#join' },
      { name: 'Contact', href: '#contact' },
    ]);
  });

  it('has three testimonials and a response plus keywords for every chat topic', () => {
    expect(defaultSiteContent.testimonials).toHaveLength(3);
    const { botResponses, keywords } = defaultSiteContent.liveChat;
    expect(Object.keys(botResponses)).toEqual(['default', 'ventures', 'community', 'mentorship']);
    expect(Object.keys(keywords)).toEqual(['ventures', 'community', 'mentorship']);
  });
});

describe('siteContentSchema', () => {
  const withCompany = (company: object) => ({
    ...defaultSiteContent,
    company: { ...defaultSiteContent.company, ...company },
  });
  const withVenture = (venture: object) => ({
    ...defaultSiteContent,
    ventures: [{ ...defaultSiteContent.ventures[0], ...venture }],
  });

  it('rejects unknown keys', () => {
    expect(siteContentSchema.safeParse({ ...defaultSiteContent, extra: true }).success).toBe(false);
    expect(siteContentSchema.safeParse(withCompany({ fax: '1' })).success).toBe(false);
  });

  it('rejects huge values', () => {
    expect(siteContentSchema.safeParse(withCompany({ description: 'x'.repeat(1_001) })).success).toBe(false);
    expect(siteContentSchema.safeParse(withCompany({ name: 'x'.repeat(81) })).success).toBe(false);
    const manyVentures = Array.from({ length: 25 }, (_, index) => ({
      ...defaultSiteContent.ventures[0],
      id: `v-${index}`,
    }));
    expect(siteContentSchema.safeParse({ ...defaultSiteContent, ventures: manyVentures }).success).toBe(false);
  });

  it('rejects script URLs in links', () => {
    expect(siteContentSchema.safeParse(withVenture({ website: 'javascript:alert(1)' })).success).toBe(false);
    const nav = [{ name: 'Evil', href: 'javascript:alert(1)' }];
    expect(siteContentSchema.safeParse({ ...defaultSiteContent, navigation: nav }).success).toBe(false);
    const offsite = [{ name: 'Away', href: '//evil.example' }];
    expect(siteContentSchema.safeParse({ ...defaultSiteContent, navigation: offsite }).success).toBe(false);
  });

  it('accepts anchors, site paths and web URLs as link targets', () => {
    const nav = [
      { name: 'Join', href: '#join' },
      { name: 'Docs', href: '/docs' },
      { name: 'Farm', href: 'https://greenacre.example' },
    ];
    expect(siteContentSchema.safeParse({ ...defaultSiteContent, navigation: nav }).success).toBe(true);
  });

  it('rejects an unknown venture status and duplicate venture ids', () => {
    expect(siteContentSchema.safeParse(withVenture({ status: 'Launched' })).success).toBe(false);
    const twins = [defaultSiteContent.ventures[0], defaultSiteContent.ventures[0]];
    expect(siteContentSchema.safeParse({ ...defaultSiteContent, ventures: twins }).success).toBe(false);
  });

  it('needs a website only from a live venture: one coming soon may have none, and one open or badged Live must', () => {
    const { website: _website, ...withoutSite } = defaultSiteContent.ventures[0]!;
    const soon = { ...withoutSite, status: 'Coming Soon', isLive: false };
    const content = (venture: object) => ({ ...defaultSiteContent, ventures: [venture] });
    expect(siteContentSchema.safeParse(content(soon)).success).toBe(true);
    for (const live of [{ isLive: true }, { status: 'Live' }]) {
      const result = siteContentSchema.safeParse(content({ ...soon, ...live }));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([['ventures', 0, 'website']]);
    }
    // Published content always had a website, and stays valid.
    expect(siteContentSchema.safeParse(defaultSiteContent).success).toBe(true);
  });

  it('rejects wrong types and a bad email', () => {
    expect(siteContentSchema.safeParse(withVenture({ isLive: 'yes' })).success).toBe(false);
    expect(siteContentSchema.safeParse(withCompany({ email: 'not an email' })).success).toBe(false);
  });
});
