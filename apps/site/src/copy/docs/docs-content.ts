import { contentEditingDoc } from './content-editing-doc';
import type { DocsTab } from './docs-tab';
import type { DocsTabId } from './docs-tabs';
import { formsAndEmailDoc } from './forms-and-email-doc';
import { imagesAndMediaDoc } from './images-and-media-doc';
import { managingVenturesDoc } from './managing-ventures-doc';
import { overviewDoc } from './overview-doc';
import { technicalDoc } from './technical-doc';

/** The text of every documentation tab, keyed by tab id. */
export const docsContent: Readonly<Record<DocsTabId, DocsTab>> = {
  overview: overviewDoc,
  'content-editing': contentEditingDoc,
  'managing-ventures': managingVenturesDoc,
  'images-and-media': imagesAndMediaDoc,
  'forms-and-email': formsAndEmailDoc,
  technical: technicalDoc,
};
