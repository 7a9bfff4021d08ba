import type { SiteContent } from '@rooted/site-content/defaults/shell';
// `?raw` (the text) makes this a module of its own, apart from the plain import of the same file in
// content-store.ts: that one puts only `company` and `navigation` in the entry bundle, and a module
// shared with the entry would drag every key of the file into it.
import text from '../../../content-data/site-content.json?raw';
import { readPublishedContent } from './published-content';

const { $schema: _schema, ...data } = JSON.parse(text) as Record<string, unknown>;

/**
 * The site's whole content: what an owner published after this build when the page carries it,
 * otherwise the build's data file (content-data/site-content.json, validated by the prerender). Loaded
 * with the first lazily loaded part, never in the entry.
 */
export const siteContentData: SiteContent = readPublishedContent() ?? (data as unknown as SiteContent);
