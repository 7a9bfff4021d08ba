/** How a site dresses the lead API's pages in its own look, without writing the pages itself. */
export interface PageLook {
  /** Markup for the head: the site's stylesheets and font preloads. Trusted, inserted as it is. */
  head?: string;
  /** Appended to the page title: "Subscription confirmed | Site". */
  siteName?: string;
  /** Class names of the page's parts (e.g. the site's utility classes). */
  classes?: { section?: string; heading?: string; message?: string; link?: string };
  /** Where a fresh confirmation links ("Return to Home"); without it, that page has no link. */
  homeUrl?: string;
  /** The page's language, its `<html lang>`: set it with the words of a page in another language. Default `en`. */
  lang?: string;
}

/** Escapes text for HTML text and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** ` class="…"` for a class name from a site's look, or nothing. */
export const classAttribute = (name: string | undefined) => (name ? ` class="${escapeHtml(name)}"` : '');

/**
 * The one HTML document the lead API's own pages share (the confirmation page, the pages of forms
 * posted without JavaScript): no script, not indexed, the site's head markup and section classes
 * from its look. It declares both colour schemes, so without a site stylesheet the browser's own
 * colours follow a dark system; a site's stylesheet that sets `color-scheme` decides instead. `title` is plain text; `body` is HTML already escaped by the caller.
 */
export function renderServerPage(title: string, body: string, look: PageLook): string {
  const heading = escapeHtml(title);
  return `<!doctype html>
<html lang="${escapeHtml(look.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${look.siteName ? `${heading} | ${escapeHtml(look.siteName)}` : heading}</title>${look.head ? `\n${look.head}` : ''}
</head>
<body>
<main id="main">
<section${classAttribute(look.classes?.section)}>
<h1${classAttribute(look.classes?.heading)}>${heading}</h1>
${body}
</section>
</main>
</body>
</html>
`;
}
