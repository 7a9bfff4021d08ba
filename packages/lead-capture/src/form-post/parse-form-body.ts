import type { LeadKind } from '../schemas.js';
import { FORM_FIELDS, formFieldNames } from './form-fields.js';

/** What a form post carried: the values by name, ready for the lead schema, or why it cannot be read. */
export type ParsedFormBody = { ok: true; values: Record<string, string | boolean> } | { ok: false; error: string };

// What a browser's url-encoding can produce (and a hand-made post may add): printable ASCII
// without spaces. Anything else is not url-encoded form data. A single character class: linear.
const URL_ENCODED = /^[\x21-\x7e]*$/;

const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));

/**
 * Reads an `application/x-www-form-urlencoded` body of one form, strictly: malformed
 * percent-encoding, bytes no browser sends, or a field sent twice are refused (the visitor gets a
 * clear 400 instead of a lead with half its data). Names the form does not have are ignored, so
 * a page from an older build still posts. Ticked boxes arrive as `on` (or `true`) and become
 * `true`; an unticked one is absent and becomes `false`. One pass over the body: linear time.
 */
export function parseFormBody(body: string, kind: LeadKind): ParsedFormBody {
  if (!URL_ENCODED.test(body)) return { ok: false, error: 'The form data is not URL-encoded.' };
  const allowed = formFieldNames(kind);
  const raw = new Map<string, string>();
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    let name: string;
    let value: string;
    try {
      name = decode(eq === -1 ? pair : pair.slice(0, eq));
      value = decode(eq === -1 ? '' : pair.slice(eq + 1));
    } catch {
      return { ok: false, error: 'The form data is not valid URL encoding.' };
    }
    if (!allowed.has(name)) continue;
    if (raw.has(name)) return { ok: false, error: `The field "${name}" was sent more than once.` };
    raw.set(name, value);
  }
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of raw) values[name] = value;
  for (const field of FORM_FIELDS[kind]) {
    if (field.type !== 'checkbox') continue;
    const value = raw.get(field.name);
    // Any other value is left as text, so the schema names the field in its answer.
    values[field.name] =
      value === undefined || value === 'false' ? false : value === 'on' || value === 'true' ? true : value;
  }
  return { ok: true, values };
}
