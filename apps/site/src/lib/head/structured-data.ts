import { trimTrailingSlashes } from '../env/trailing-slashes';
import type { SiteContent } from '@rooted/site-content/defaults';

/** A JSON-LD object as schema.org expects it. */
export type JsonLd = Record<string, unknown>;

/** Joins the site origin and a site path into an absolute URL: ('https://a.example', '/') → 'https://a.example/'. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = trimTrailingSlashes(siteUrl);
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The organisation behind the site (schema.org Organization), from the content
 * model's company details: name, url, logo, description, postal address in parts,
 * contact point and social profiles.
 */
export function organizationJsonLd(company: SiteContent['company'], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    slogan: company.tagline,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/logo.png'),
    description: company.description,
    email: company.email,
    telephone: company.phone,
    // The parts when the content has them; older content has only the one line people see.
    address: { '@type': 'PostalAddress', ...(company.postalAddress ?? { streetAddress: company.address }) },
    contactPoint: [
      { '@type': 'ContactPoint', email: company.email, telephone: company.phone, contactType: 'customer support' },
    ],
    sameAs: Object.values(company.socialLinks),
  };
}

/** A schema.org BreadcrumbList for a trail of site paths, positions counted from 1. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** What a story's head says about it: the facts of its BlogPosting and its sharing card. */
export interface ArticleFacts {
  headline: string;
  description: string;
  author: string;
  /** Instants with their zone, as in the content. */
  publishedAt: string;
  updatedAt?: string;
  keywords: readonly string[];
  /** The sharing picture, a site path with its size and alt text: the cover (/media/…), or the card drawn from the title. */
  image?: { src: string; width: number; height: number; alt: string };
}

/**
 * A story as schema.org BlogPosting: headline, dates, author, the studio as publisher, its page
 * and its cover (the site's share picture when it has none, since search engines want one).
 */
export function blogPostingJsonLd(
  article: ArticleFacts,
  url: string,
  company: SiteContent['company'],
  siteUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.headline,
    description: article.description,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    author: { '@type': 'Person', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: company.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/logo.png') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image: absoluteUrl(siteUrl, article.image?.src ?? '/og-image.png'),
    ...(article.keywords.length ? { keywords: article.keywords.join(', ') } : {}),
  };
}

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">` element. `<`, `>`
 * and `&` become JSON unicode escapes so no value can close the script element
 * or open a comment; the line separators U+2028/2029 are escaped for old parsers.
 * The result parses back to the same data.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
