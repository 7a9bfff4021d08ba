import { renderConfirmationPage, type ConfirmationLook, type ConfirmationPage } from '@rooted/lead-capture';
import type { StaticFile } from './static-files';

/**
 * The styles and fonts of the built 404 page (the site's look without any script): its inline
 * stylesheet (the build inlines the whole stylesheet into every page), any linked stylesheet, and
 * the font preloads. The confirmation page carries the same, so it needs no CSS of its own and
 * stays in step with every build.
 */
export function siteStylesheets(files: Map<string, StaticFile>): string[] {
  const page = files.get('/404.html') ?? files.get('/index.html');
  if (!page) return [];
  const html = new TextDecoder().decode(page.body);
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const styles: string[] = [];
  for (const match of head.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>|<link\b[^>]*>/g)) {
    const tag = match[0];
    if (
      tag.startsWith('<style') ||
      /\brel="stylesheet"/.test(tag) ||
      (/\brel="preload"/.test(tag) && /\bas="font"/.test(tag))
    )
      styles.push(tag);
  }
  return styles;
}

/**
 * Renders the subscription confirmation page (confirmed, already confirmed, expired, not valid,
 * try again) in the site's look: the 404 page's layout classes and the built stylesheets, no script.
 */
export function createConfirmationRenderer(files: Map<string, StaticFile>): (page: ConfirmationPage) => string {
  const look = siteLook(files);
  return (page) => renderConfirmationPage(page, look);
}

/** The look of the server's own pages (confirmation, plain form posts): the built stylesheets and the 404 page's layout. */
export function siteLook(files: Map<string, StaticFile>): ConfirmationLook {
  return {
    head: siteStylesheets(files).join('\n'),
    siteName: 'Rooted Ventures',
    homeUrl: '/',
    classes: {
      section: 'mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center',
      heading: 'mt-4 font-display text-3xl font-semibold text-heading sm:text-4xl',
      message: 'mt-4 text-lg text-ink-muted',
      link: 'mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-700 px-7 font-semibold text-white hover:bg-brand-800',
    },
  };
}
