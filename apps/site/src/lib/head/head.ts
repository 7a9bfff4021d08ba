import type { SiteContent } from '@rooted/site-content/defaults';
import { contentStore } from '../content-store/content-store';
import { siteUrl as configuredSiteUrl } from '../env/env';
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, type JsonLd } from './structured-data';

export interface HeadInput {
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The page this path duplicates (e.g. '/docs' for '/docs/technical'); default `path`. */
  canonicalPath?: string;
  breadcrumbs?: readonly { name: string; path: string }[];
  /** The 404 page: no canonical URL, kept out of search results. */
  notFound?: boolean;
}

/** The share image in public/, and what it shows. */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Rooted Ventures — People Over Profit. A venture studio and community for businesses that put people first.',
} as const;

/** A `<meta>` tag: `name` for plain and Twitter tags, `property` for Open Graph. */
export interface MetaTag {
  key: 'name' | 'property';
  id: string;
  content: string;
}

/** Everything the head of one page says, as data: rendered to HTML at build time, applied to the DOM after client navigation. */
export interface HeadData {
  title: string;
  canonical?: string;
  meta: MetaTag[];
  jsonLd: JsonLd[];
}

/** `@handle` from a profile URL such as https://twitter.com/rootedventures. */
function twitterHandle(profileUrl: string): string | undefined {
  const handle = /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/([A-Za-z0-9_]{1,15})\/?$/.exec(profileUrl)?.[1];
  return handle ? `@${handle}` : undefined;
}

/** Builds a page's head data. `company` and `siteUrl` default to the site's content (as prerendered) and VITE_SITE_URL. */
export function buildHead(
  input: HeadInput,
  company: SiteContent['company'] = contentStore.getState().defaults.company,
  siteUrl: string = configuredSiteUrl,
): HeadData {
  const canonical = input.notFound ? undefined : absoluteUrl(siteUrl, input.canonicalPath ?? input.path);
  const image = absoluteUrl(siteUrl, SHARE_IMAGE.path);
  const handle = twitterHandle(company.socialLinks.twitter);
  const meta: MetaTag[] = [
    { key: 'name', id: 'description', content: input.description },
    ...(input.keywords?.length ? [{ key: 'name' as const, id: 'keywords', content: input.keywords.join(', ') }] : []),
    ...(input.notFound ? [{ key: 'name' as const, id: 'robots', content: 'noindex' }] : []),
    { key: 'property', id: 'og:site_name', content: company.name },
    { key: 'property', id: 'og:locale', content: 'en_US' },
    { key: 'property', id: 'og:type', content: 'website' },
    { key: 'property', id: 'og:title', content: input.title },
    { key: 'property', id: 'og:description', content: input.description },
    ...(canonical ? [{ key: 'property' as const, id: 'og:url', content: canonical }] : []),
    { key: 'property', id: 'og:image', content: image },
    { key: 'property', id: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { key: 'property', id: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { key: 'property', id: 'og:image:alt', content: SHARE_IMAGE.alt },
    { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
    ...(handle ? [{ key: 'name' as const, id: 'twitter:site', content: handle }] : []),
    { key: 'name', id: 'twitter:title', content: input.title },
    { key: 'name', id: 'twitter:description', content: input.description },
    { key: 'name', id: 'twitter:image', content: image },
    { key: 'name', id: 'twitter:image:alt', content: SHARE_IMAGE.alt },
  ];
  const jsonLd = [organizationJsonLd(company, siteUrl)];
  if (input.breadcrumbs?.length) jsonLd.push(breadcrumbJsonLd(input.breadcrumbs, siteUrl));
  return { title: input.title, canonical, meta, jsonLd };
}

/** Escapes text for HTML element content and double-quoted attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What the prerender writes for a page's metadata: tags for the head, and the structured data. */
export interface RenderedHead {
  /** Title, description, keywords, canonical, Open Graph and Twitter tags. */
  head: string;
  /**
   * The JSON-LD data blocks (which the CSP allows), written at the end of the body: search engines
   * read them anywhere in the page, and in the head they would push the first heading out of the
   * first 14 KB a new connection delivers.
   */
  structuredData: string;
}

/** A prerendered page's metadata as HTML (see RenderedHead). */
export function renderHead(input: HeadInput, company?: SiteContent['company'], siteUrl?: string): RenderedHead {
  const head = buildHead(input, company, siteUrl);
  return {
    head: [
      `<title>${escapeHtml(head.title)}</title>`,
      ...head.meta.map((tag) => `<meta ${tag.key}="${escapeHtml(tag.id)}" content="${escapeHtml(tag.content)}" />`),
      ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ].join('\n    '),
    structuredData: head.jsonLd.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`).join('\n    '),
  };
}
