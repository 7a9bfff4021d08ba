import type { SiteContent } from '../schema/site-content-schema';

/**
 * The studio's identity: the header, footer and legal pages render it on every page,
 * so it is its own export and a site's entry bundle can take it without the rest.
 */
export const defaultCompany: SiteContent['company'] = {
  name: 'Rooted Ventures',
  tagline: 'People Over Profit',
  email: 'hello@rooted.example',
  phone: '+1 (555) 010-0100',
  address: '100 Example Street, Springfield, ST 00000',
  postalAddress: {
    streetAddress: '100 Example Street',
    addressLocality: 'Springfield',
    addressRegion: 'ST',
    postalCode: '00000',
    addressCountry: 'US',
  },
  description:
    'Rooted Ventures is a venture studio and community for entrepreneurs who want to build businesses that pay people fairly, look after their place and still make a living. We start and grow small companies together, sharing tools, know-how and the occasional hard lesson.',
  socialLinks: {
    twitter: 'https://twitter.com/rootedventures',
    linkedin: 'https://www.linkedin.com/company/rootedventures',
    instagram: 'https://www.instagram.com/rootedventures',
  },
};

/** The main navigation: the home page's sections. */
export const defaultNavigation: SiteContent['navigation'] = [
  { name: 'Home', href: '#home' },
  { name: 'About', href: '#about' },
  { name: 'Ventures', href: '#ventures' },
  { name: 'Community', href: '#community' },
  { name: 'Join Us', href: '#join' },
  { name: 'Contact', href: '#contact' },
];
