import { siteUrl } from './env';

export interface HeadInput {
  path: string;
  title: string;
  description: string;
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The <head> tags a prerendered page carries. Issue #7 extends this with the
 * Open Graph, Twitter and JSON-LD tags; everything is built here so the
 * prerenderer stays a dumb writer of files.
 */
export function renderHead({ path, title, description }: HeadInput): string {
  const canonical = `${siteUrl}${path === '/' ? '/' : path}`;
  return [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}" />`,
    `<link rel="canonical" href="${escape(canonical)}" />`,
  ].join('\n    ');
}
