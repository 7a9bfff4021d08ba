import type { SiteContent } from '@rooted/site-content/defaults/shell';
import { contentStore } from './content-store';
import { siteContentData } from './site-content-data';

const isWhole = (content: SiteContent) => Object.keys(siteContentData).every((key) => key in content);

/**
 * Completes the store's content with the site's content (`site-content-data.ts`), beneath whatever
 * is already there (the shell, or the synced overrides), so nothing set is lost. Loaded by
 * `ensureFullContent()` with the first lazily loaded part. When the store already holds whole
 * content (a page that carries published content, or the server re-rendering pages with it),
 * nothing changes: the data file must not replace what was published.
 */
export function installFullContent(): void {
  const { content, defaults } = contentStore.getState();
  if (isWhole(defaults)) return;
  if (isWhole(content)) {
    contentStore.setState({ defaults: siteContentData });
    return;
  }
  contentStore.setState({ defaults: siteContentData, content: { ...siteContentData, ...content } });
}
