import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { IMAGE_SLOTS } from '@rooted/site-content';

/**
 * Story bodies are Markdown written by the owner; this turns one into the HTML of its page. It runs
 * where pages are rendered (the build's prerender and the server's re-render on a publish), never
 * in a visitor's browser, so neither the parser nor the sanitiser weighs on any page's JavaScript.
 *
 * Two layers, so one mistake in either never puts code on a page:
 * 1. markdown-it with raw HTML off: a `<script>` typed in a story is shown as text, and its link
 *    check drops `javascript:`, `vbscript:`, `file:` and `data:` targets.
 * 2. sanitize-html with an allow-list: only the elements and attributes below survive, links only
 *    to http(s) or the site's own paths, pictures only from the site's uploads (/media/), so a page
 *    never asks another host for anything.
 */

/** What a story body may contain: headings, paragraphs, links, lists, quotes, pictures and a little emphasis. */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'img',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * An uploaded picture's converted file (see the site content's image schema): same origin, named by
 * its hash and width; a picture uploaded for the text also names its height (`-800x600`).
 */
const UPLOADED_PICTURE = /^\/media\/[a-f0-9]{32}-(\d{2,4})(?:x(\d{2,4}))?\.(?:webp|avif)$/;

/**
 * A picture's size, reserved before it loads so the text below it never jumps. A picture uploaded
 * for the text keeps its own shape and names its width and height in its file's name. One named by
 * its width only came from the story slot, which crops to the cover's shape, so the height follows
 * from it. (A picture from another slot keeps its own shape once loaded; only the reserved space
 * was off.)
 */
function pictureSize(src: string): { width: string; height: string } | undefined {
  const match = UPLOADED_PICTURE.exec(src);
  const width = Number(match?.[1]);
  if (!width) return undefined;
  if (match?.[2]) return { width: String(width), height: match[2] };
  const { width: slotWidth, height: slotHeight } = IMAGE_SLOTS.story;
  return { width: String(width), height: String(Math.round((width * slotHeight) / slotWidth)) };
}

/** The origin relative links are resolved against when checked; any https origin behaves the same. */
const CHECK_ORIGIN = 'https://site.example';

/** True for a link a browser follows to an http(s) page: an absolute http(s) URL, a site path or an anchor. */
function isWebLink(href: string): boolean {
  // Backslashes, whitespace and control characters are rewritten by the URL parser (`/\host`
  // leaves the site), and nothing a person writes needs them.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u0020\u007f-\u009f\\]/u.test(href)) return false;
  try {
    const url = new URL(href, CHECK_ORIGIN);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

/*
 * The story's title is the page's one h1, so the body's largest headings become h2 (whether the
 * owner wrote `#` or `##`), and a heading never skips a level below the one before it (`##` then
 * `####` becomes h2 then h3): screen reader users move through a page by its headings, and the
 * HTML check refuses skipped levels. Below h4 nothing is told apart.
 */
markdown.core.ruler.push('story_heading_levels', (state) => {
  const largest = state.tokens.reduce(
    (level, token) => (token.type === 'heading_open' ? Math.min(level, Number(token.tag.slice(1))) : level),
    6,
  );
  const shift = 2 - largest;
  let previous = 1;
  const open: number[] = [];
  for (const token of state.tokens) {
    if (token.type === 'heading_open') {
      const level = Math.min(Number(token.tag.slice(1)) + shift, previous + 1, 4);
      token.tag = `h${level}`;
      open.push(level);
      previous = level;
    } else if (token.type === 'heading_close') {
      token.tag = `h${open.pop() ?? 2}`;
    }
  }
});

/**
 * The site's look for each element of a body, as class names the site's other text already uses
 * (the legal and documentation pages'), so story pages add nothing to the stylesheet every page
 * carries inline. Set here, on the server: the owner's Markdown cannot set a class.
 */
const LOOK: Readonly<Record<string, string>> = {
  h2: 'mt-10 font-display text-2xl font-semibold text-heading sm:text-3xl',
  h3: 'mt-8 font-display text-xl font-semibold text-heading sm:text-2xl',
  h4: 'mt-6 font-semibold text-heading',
  p: 'mt-4',
  ul: 'mt-4 space-y-2 pl-6 list-disc marker:text-brand-500',
  ol: 'mt-4 space-y-2 pl-6 list-decimal',
  li: 'pl-1',
  a: 'font-medium text-link underline decoration-brand-300 underline-offset-2 hover:decoration-link',
  blockquote: 'mt-6 rounded-card border-l-4 border-clay-500 bg-clay-tint/60 px-5 py-4 text-ink',
  strong: 'font-semibold text-ink',
  code: 'rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.875em] text-heading break-words',
  pre: 'mt-4 overflow-x-auto rounded-card bg-brand-950 p-5 text-sm leading-relaxed text-brand-50',
  img: 'mt-6 h-auto w-full rounded-card',
  table: 'mt-4 w-full border-collapse text-left text-sm',
  th: 'px-4 py-3 font-semibold',
  td: 'px-4 py-3 leading-relaxed',
};

/** Adds the element's look to its attributes. */
const styled = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes =>
  LOOK[tagName] ? { ...attribs, class: LOOK[tagName] } : attribs;

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // No style attribute anywhere (a table column's alignment included): the site's look is its own,
  // and a style can load from another host (`url(…)`).
  allowedAttributes: {
    ...Object.fromEntries(Object.keys(LOOK).map((tag) => [tag, ['class']])),
    a: ['href', 'title', 'class'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'class'],
    ol: ['start', 'class'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Script and style bodies go with their tags (sanitize-html's default for these), other unknown
  // tags leave their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Any class the input had is replaced by the site's own.
    '*': (tagName, { class: _class, ...attribs }) => ({ tagName, attribs: styled(tagName, attribs) }),
    a: (tagName, { class: _class, href, ...attribs }) => ({
      tagName,
      attribs: styled(tagName, href !== undefined && isWebLink(href) ? { ...attribs, href } : attribs),
    }),
    img: (tagName, { class: _class, ...attribs }) => ({
      tagName,
      attribs: styled(tagName, { ...attribs, ...pictureSize(attribs.src ?? ''), loading: 'lazy', decoding: 'async' }),
    }),
  },
  // A picture from anywhere but the site's uploads is dropped whole, alt text and all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !UPLOADED_PICTURE.test(frame.attribs.src ?? ''),
};

/**
 * The HTML of a story's body: Markdown to HTML with raw HTML shown as text, then sanitised to the
 * allow-list above. Any input gives well-formed HTML; nothing in it runs code or loads from
 * another host.
 */
export function renderStoryMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions);
}
