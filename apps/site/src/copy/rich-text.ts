/**
 * A tiny document model for the long texts (legal pages, documentation): plain
 * data that one renderer turns into HTML, so the texts stay reviewable as text
 * and testable without rendering.
 */

/** A run of text inside a paragraph: plain, code, emphasis or a link (site path, #anchor or URL). */
export type Inline = string | { code: string } | { strong: string } | { href: string; text: string };

/** A paragraph's content: a plain string or a sequence of runs. */
export type RichText = string | readonly Inline[];

/** One block of a section. `contact` renders the company's contact details from the content model. */
export type Block =
  | { kind: 'p'; text: RichText }
  | { kind: 'list'; items: readonly RichText[]; ordered?: boolean }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly RichText[])[] }
  | { kind: 'code'; code: string; label: string }
  | { kind: 'note'; text: RichText }
  | { kind: 'contact' };

/** A titled part of a document; `id` is its anchor. */
export interface TextSection {
  id: string;
  title: string;
  blocks: readonly Block[];
}

/** A paragraph. */
export const p = (text: RichText): Block => ({ kind: 'p', text });
/** A bulleted (or numbered) list. */
export const list = (items: readonly RichText[], ordered = false): Block => ({ kind: 'list', items, ordered });
/** A table with a caption for screen readers and a header row. */
export const table = (caption: string, head: readonly string[], rows: readonly (readonly RichText[])[]): Block => ({
  kind: 'table',
  caption,
  head,
  rows,
});
/** A code sample; `label` names it for assistive technology. */
export const code = (label: string, source: string): Block => ({ kind: 'code', label, code: source });
/** A highlighted remark. */
export const note = (text: RichText): Block => ({ kind: 'note', text });
/** The company's contact details, read from the content model when rendered. */
export const contact: Block = { kind: 'contact' };

/** The plain text of a rich text, e.g. for search or tests. */
export function plainText(text: RichText): string {
  if (typeof text === 'string') return text;
  return text
    .map((run) => (typeof run === 'string' ? run : 'code' in run ? run.code : 'strong' in run ? run.strong : run.text))
    .join('');
}
