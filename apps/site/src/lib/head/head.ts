import type { SiteContent } from '@rooted/site-content/defaults';
import { contentStore } from '../content-store/content-store';
import { siteUrl as configuredSiteUrl } from '../env/env';
import {
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  type ArticleFacts,
  type JsonLd,
} from './structured-data';

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
  /** A story's page: shared as an article (with its cover, if any) and described as a BlogPosting. */
  article?: ArticleFacts;
  /** Feeds a reader can follow from this page (`<link rel="alternate">`). */
  feeds?: readonly { type: 'application/rss+xml' | 'application/atom+xml'; title: string; path: string }[];
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
  /** Absolute URLs of the feeds named in `HeadInput.feeds`. */
  feeds: { type: string; title: string; href: string }[];
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
  // A story is shared with its picture (its cover, or the card drawn from its title); every other page with the site's.
  const cover = input.article?.image;
  const share = cover ? { path: cover.src, width: cover.width, height: cover.height, alt: cover.alt } : SHARE_IMAGE;
  const image = absoluteUrl(siteUrl, share.path);
  const handle = twitterHandle(company.socialLinks.twitter);
  const meta: MetaTag[] = [
    { key: 'name', id: 'description', content: input.description },
    ...(input.keywords?.length ? [{ key: 'name' as const, id: 'keywords', content: input.keywords.join(', ') }] : []),
    ...(input.notFound ? [{ key: 'name' as const, id: 'robots', content: 'noindex' }] : []),
    { key: 'property', id: 'og:site_name', content: company.name },
    { key: 'property', id: 'og:locale', content: 'en_US' },
    { key: 'property', id: 'og:type', content: input.article ? 'article' : 'website' },
    { key: 'property', id: 'og:title', content: input.title },
    { key: 'property', id: 'og:description', content: input.description },
    ...(canonical ? [{ key: 'property' as const, id: 'og:url', content: canonical }] : []),
    { key: 'property', id: 'og:image', content: image },
    { key: 'property', id: 'og:image:width', content: String(share.width) },
    { key: 'property', id: 'og:image:height', content: String(share.height) },
    { key: 'property', id: 'og:image:alt', content: share.alt },
    ...(input.article
      ? [
          { key: 'property' as const, id: 'article:published_time', content: input.article.publishedAt },
          ...(input.article.updatedAt
            ? [{ key: 'property' as const, id: 'article:modified_time', content: input.article.updatedAt }]
            : []),
        ]
      : []),
    { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
    ...(handle ? [{ key: 'name' as const, id: 'twitter:site', content: handle }] : []),
    { key: 'name', id: 'twitter:title', content: input.title },
    { key: 'name', id: 'twitter:description', content: input.description },
    { key: 'name', id: 'twitter:image', content: image },
    { key: 'name', id: 'twitter:image:alt', content: share.alt },
  ];
  const jsonLd = [organizationJsonLd(company, siteUrl)];
  if (input.breadcrumbs?.length) jsonLd.push(breadcrumbJsonLd(input.breadcrumbs, siteUrl));
  if (input.article && canonical) jsonLd.push(blogPostingJsonLd(input.article, canonical, company, siteUrl));
  const feeds = (input.feeds ?? []).map((feed) => ({
    type: feed.type,
    title: feed.title,
    href: absoluteUrl(siteUrl, feed.path),
  }));
  return { title: input.title, canonical, meta, jsonLd, feeds };
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
      ...head.feeds.map(
        (feed) =>
          `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
      ),
    ].join('\n    '),
    structuredData: head.jsonLd
      .map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`)
      .join('\n    '),
  };
}
