import { isConsenting, toLeadData } from '../lead.js';
import { MAX_CONSENT_TEXT_LENGTH, type FieldErrors, type LeadSubmission } from '../schemas.js';

/**
 * The consent sentences a site shows, by version: `{ 'newsletter-es-2026-11-26': 'Historias cada
 * mes… Lee nuestra Política de privacidad.' }`. Keep every version a form may still be showing
 * (an open page, a cached one); a new or translated sentence gets a new version.
 */
export type ConsentTexts = Readonly<Record<string, string>>;

/** The answer to a consenting lead whose wording the server does not know. */
export const UNKNOWN_CONSENT_MESSAGE =
  'This form’s consent wording is out of date. Please reload the page and send the form again.';

/** Longest accepted consent version (the schema's limit). */
const MAX_CONSENT_VERSION_LENGTH = 100;

/** A validated lead with its consent wording settled, or the field messages of a wording refused. */
export type ConsentWordingResult = { ok: true; submission: LeadSubmission } | { ok: false; fields: FieldErrors };

/**
 * Settles which consent wording a lead's record keeps.
 *
 * Without `texts`, the wording is kept as the page sent it (the server cannot know more). With
 * `texts`, a consenting lead must name a known `consentVersion`, and the record keeps the server's
 * own sentence for it: a browser can name a version but never put a sentence the site did not show
 * into the proof. A `consentText` sent along must be that sentence, so a page whose wording changed
 * without a new version is refused instead of recorded under the old one. Leads without consent
 * pass untouched (nothing of theirs is recorded).
 */
export function consentWording(texts: ConsentTexts | undefined): (submission: LeadSubmission) => ConsentWordingResult {
  if (!texts) return (submission) => ({ ok: true, submission });
  const known = checkedTexts(texts);
  return (submission): ConsentWordingResult => {
    if (!isConsenting(toLeadData(submission))) return { ok: true, submission };
    const version = submission.consentVersion;
    const text = version === undefined ? undefined : known.get(version);
    if (text === undefined) return { ok: false, fields: { consentVersion: [UNKNOWN_CONSENT_MESSAGE] } };
    if (submission.consentText !== undefined && submission.consentText !== text) {
      return { ok: false, fields: { consentText: [UNKNOWN_CONSENT_MESSAGE] } };
    }
    return { ok: true, submission: { ...submission, consentText: text } };
  };
}

/** The registry as a Map (no prototype keys), each entry checked once at start-up. */
function checkedTexts(texts: ConsentTexts): Map<string, string> {
  const known = new Map<string, string>();
  for (const [version, text] of Object.entries(texts)) {
    // The schema trims what a form sends; a registry entry must compare equal to that.
    if (version.trim() !== version || version === '' || version.length > MAX_CONSENT_VERSION_LENGTH) {
      throw new TypeError(
        `consentTexts: the version "${version.slice(0, 40)}" must be 1 to ${MAX_CONSENT_VERSION_LENGTH} characters without surrounding spaces`,
      );
    }
    if (typeof text !== 'string' || text.trim() !== text || text === '' || text.length > MAX_CONSENT_TEXT_LENGTH) {
      throw new TypeError(
        `consentTexts: the text of "${version}" must be 1 to ${MAX_CONSENT_TEXT_LENGTH} characters without surrounding spaces`,
      );
    }
    known.set(version, text);
  }
  return known;
}
