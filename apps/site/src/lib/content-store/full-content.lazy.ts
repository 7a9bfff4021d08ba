import { defaultSiteContent } from '@rooted/site-content/defaults';
import { contentStore } from './content-store';

/**
 * Completes the store's content with the package defaults, beneath whatever is
 * already there (the shell, or the synced overrides), so nothing set is lost.
 * Loaded by `ensureFullContent()` with the first lazily loaded part.
 */
export function installFullContent(): void {
  const { content, defaults } = contentStore.getState();
  if (Object.keys(defaultSiteContent).every((key) => key in content)) {
    if (defaults !== defaultSiteContent) contentStore.setState({ defaults: defaultSiteContent });
    return;
  }
  contentStore.setState({ defaults: defaultSiteContent, content: { ...defaultSiteContent, ...content } });
}
