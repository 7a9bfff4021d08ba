import { defaultSiteContent } from '@rooted/site-content/defaults';
import { contentStore, setDefaultContent } from './content-store';

/**
 * Completes the store's content with the package defaults, beneath whatever is
 * already there (the shell, or the synced overrides), so nothing set is lost.
 * Loaded by `ensureFullContent()` with the first lazily loaded part.
 */
export function installFullContent(): void {
  setDefaultContent(defaultSiteContent);
  const { content } = contentStore.getState();
  if (Object.keys(defaultSiteContent).every((key) => key in content)) return;
  contentStore.setState({ content: { ...defaultSiteContent, ...content } });
}
