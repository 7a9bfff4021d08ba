import { OmnisendInvalidEmailError, OmnisendValidationError } from './errors';
import { isValidEmail, normalizeEmail } from './email';

/** A value a custom field may hold before it is turned into an Omnisend custom property. */
export type CustomFieldValue =
  | string
  | number
  | boolean
  | Date
  | readonly (string | number | boolean | Date | null | undefined)[]
  | { readonly [key: string]: unknown }
  | null
  | undefined;

/** Evidence of a marketing opt-in, taken from the incoming request on our server. */
export interface ConsentDetails {
  /** The visitor's IP, taken only from a trusted proxy header. */
  ip?: string | null;
  userAgent?: string | null;
  /** When the visitor consented (default: the time of the call). */
  createdAt?: Date | string | number | null;
}

/**
 * Our contact record (the fields our forms collect) plus the consent decision. `upsertContact` maps it to the real
 * Omnisend body; fields the real API lacks (`company`, `customFields`, `source`) go to custom
 * properties and tags.
 */
export interface ContactRecord {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** Sent as the custom property `company` (Omnisend has no company field). */
  company?: string | null;
  tags?: readonly (string | null | undefined)[] | null;
  /** Sent as custom properties; keys are sanitised to `^[A-Za-z0-9_]{1,128}$`. */
  customFields?: Readonly<Record<string, CustomFieldValue>> | null;
  /** Where the lead came from, e.g. `contact_form`; sent as the tag `source: <source>`. */
  source?: string | null;
  /**
   * True only when the visitor explicitly opted in to marketing. Then the contact is sent as
   * `subscribed` with a consent record; otherwise as `nonSubscribed` with a date so old it never
   * changes an existing contact's status.
   */
  marketingConsent: boolean;
  /** Evidence for the opt-in; ignored unless `marketingConsent` is true. */
  consentDetails?: ConsentDetails | null;
}

/** Custom property values as Omnisend accepts them. */
export type CustomPropertyValue = string | number | boolean | string[];

/** A contact after validation and clean-up, independent of the API version. */
export interface NormalizedContact {
  email: string;
  firstName?: string;
  lastName?: string;
  tags: string[];
  customProperties: Record<string, CustomPropertyValue>;
  source?: string;
  /** Present only for consenting submissions. */
  consent?: { source?: string; createdAt: string; ip?: string; userAgent?: string };
  /** The person withdrew every channel (an erasure): sent as `unsubscribed`, dated now. */
  unsubscribed?: true;
}

/** Most tags (the source tag included) Omnisend accepts per request; more throw `OmnisendValidationError` before any request. */
export const MAX_TAGS = 100;
/** Most custom properties (after clean-up, `company` included) Omnisend accepts on a contact; more throw `OmnisendValidationError` before any request. */
export const MAX_CUSTOM_PROPERTIES = 200;
export const CUSTOM_PROPERTY_KEY_PATTERN = /^[A-Za-z0-9_]{1,128}$/;

/** Turns any key into one Omnisend accepts: disallowed characters become `_`, cut to 128; `''` when nothing is left. */
export function sanitizePropertyKey(key: string): string {
  return key.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 128);
}

/** Removes `null` and `undefined` at every depth (arrays keep their other items). */
export function stripNullish<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((item) => item != null).map((item) => stripNullish(item)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (item != null) out[key] = stripNullish(item);
    return out as T;
  }
  return value;
}

function cleanString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function toIso(value: Date | string | number): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function arrayItem(item: unknown): string | undefined {
  if (item == null) return undefined;
  if (typeof item === 'string') return cleanString(item);
  if (item instanceof Date) return toIso(item);
  if (typeof item === 'object') return JSON.stringify(stripNullish(item));
  return String(item);
}

function propertyValue(value: CustomFieldValue | unknown): CustomPropertyValue | undefined {
  if (value == null) return undefined;
  if (typeof value === 'string') return cleanString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return toIso(value);
  if (Array.isArray(value)) return value.map(arrayItem).filter((item): item is string => item !== undefined);
  if (typeof value === 'object') return JSON.stringify(stripNullish(value));
  return undefined;
}

/** Trimmed, empties dropped, de-duplicated with order kept. */
export function cleanTags(tags: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const cleaned = cleanString(tag);
    if (cleaned !== undefined) seen.add(cleaned);
  }
  return [...seen];
}

/** The tag Omnisend's own integrations use to record where a contact came from. */
export function sourceTag(source: string): string {
  return `source: ${source}`;
}

interface NormalizeContext {
  method: string;
  path: string;
  /** ISO time of the call, used when consent details carry no time. */
  nowIso: string;
}

/** Validates the email and cleans every field to what Omnisend accepts (key names, value types, no nulls, size limits). Throws before any request. */
export function normalizeContact(record: ContactRecord, ctx: NormalizeContext): NormalizedContact {
  const where = { method: ctx.method, path: ctx.path };
  if (!record || typeof record.email !== 'string' || !isValidEmail(record.email))
    throw new OmnisendInvalidEmailError(where);

  const source = cleanString(record.source);
  const tags = cleanTags([...(record.tags ?? []), source === undefined ? undefined : sourceTag(source)]);
  if (tags.length > MAX_TAGS) {
    throw new OmnisendValidationError(
      `Too many tags: ${tags.length} (Omnisend accepts at most ${MAX_TAGS} per request)`,
      where,
    );
  }

  const customProperties: Record<string, CustomPropertyValue> = {};
  for (const [rawKey, rawValue] of Object.entries(record.customFields ?? {})) {
    const key = sanitizePropertyKey(rawKey);
    const value = propertyValue(rawValue);
    if (key !== '' && value !== undefined) customProperties[key] = value;
  }
  const company = cleanString(record.company);
  if (company !== undefined) customProperties.company = company;
  const propertyCount = Object.keys(customProperties).length;
  if (propertyCount > MAX_CUSTOM_PROPERTIES) {
    throw new OmnisendValidationError(
      `Too many custom properties: ${propertyCount} (Omnisend accepts at most ${MAX_CUSTOM_PROPERTIES})`,
      where,
    );
  }

  const contact: NormalizedContact = { email: normalizeEmail(record.email), tags, customProperties };
  const firstName = cleanString(record.firstName);
  const lastName = cleanString(record.lastName);
  if (firstName !== undefined) contact.firstName = firstName;
  if (lastName !== undefined) contact.lastName = lastName;
  if (source !== undefined) contact.source = source;
  if (record.marketingConsent === true) {
    const details = record.consentDetails ?? {};
    contact.consent = stripNullish({
      source,
      createdAt: (details.createdAt != null && toIso(details.createdAt)) || ctx.nowIso,
      ip: cleanString(details.ip),
      userAgent: cleanString(details.userAgent),
    });
  }
  return contact;
}
