import type { TextSection } from '../rich-text';
import type { DocsTabId } from './docs-tabs';

/** The text of one documentation tab. */
export interface DocsTab {
  id: DocsTabId;
  intro: string;
  sections: readonly TextSection[];
}
