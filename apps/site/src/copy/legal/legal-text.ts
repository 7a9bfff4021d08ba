import type { TextSection } from '../rich-text';

/**
 * A legal page's text. `revised` is the date this text last changed (docs/decisions/0023):
 * it is edited together with the text, never computed at build or render time.
 */
export interface LegalText {
  /** ISO date, YYYY-MM-DD. */
  revised: string;
  intro: string;
  sections: readonly TextSection[];
}
