/**
 * The documentation's tabs in display order (docs/decisions/0026). Kept apart from the tab
 * texts so the route table and prerenderer can list /docs/<tab> paths without
 * loading the whole documentation.
 */
export const docsTabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'content-editing', label: 'Content Editing' },
  { id: 'managing-ventures', label: 'Managing Ventures' },
  { id: 'images-and-media', label: 'Images and Media' },
  { id: 'forms-and-email', label: 'Forms and Email' },
  { id: 'technical', label: 'Technical' },
] as const;

/** A tab id such as 'technical'. */
export type DocsTabId = (typeof docsTabs)[number]['id'];

/** The tab shown when the URL names none: Overview. */
export const DEFAULT_DOCS_TAB: DocsTabId = 'overview';

/** Narrows any string (a URL hash or path segment) to a tab id. */
export function isDocsTabId(value: string | undefined): value is DocsTabId {
  return docsTabs.some((tab) => tab.id === value);
}
