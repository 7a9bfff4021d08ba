import type { NormalizedContact } from '../contact-record';
import { stripNullish } from '../contact-record';
import type { OmnisendFieldErrors, OmnisendProblemError } from '../errors';
import { trimTrailingSlashes } from '../trailing-slashes';
import type { AdapterRequest, CustomEvent, OmnisendApiAdapter, ParsedErrorBody } from './types';

/** Default base URL of the v3 API. */
export const DEFAULT_BASE_URL = 'https://api.omnisend.com/v3';

/**
 * Status date sent with `nonSubscribed` on non-consenting submissions. Omnisend ignores a status
 * whose date is older than the stored one, so a subscriber who sends a message stays subscribed,
 * while a new contact starts as `nonSubscribed`.
 */
export const NON_CONSENT_STATUS_DATE = '2000-01-01T00:00:00Z';

/** Strips trailing slashes so paths join with exactly one `/`. */
export function trimBaseUrl(url: string): string {
  return trimTrailingSlashes(url);
}

/**
 * The v5 events URL for a v3 base: the final `/v3` segment becomes `/v5`. A base without a
 * final `/v3` needs an explicit `eventsBaseUrl`.
 */
export function eventsBaseFor(baseUrl: string): string {
  const base = trimBaseUrl(baseUrl);
  if (!/\/v3$/.test(base)) {
    throw new TypeError(
      `Omnisend baseUrl "${base}" does not end in /v3, so the /v5 events URL cannot be derived; pass eventsBaseUrl explicitly.`,
    );
  }
  return `${base.slice(0, -3)}/v5`;
}

function firstText(body: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** Options of the v3/v5 adapter. */
export interface V3AdapterOptions {
  baseUrl: string;
  eventsBaseUrl?: string;
  integrationName: string;
}

/** The adapter for Omnisend v3 (contacts) and v5 (custom events), both authenticated by `X-API-KEY`. */
export function createV3Adapter(options: V3AdapterOptions): OmnisendApiAdapter {
  const base = trimBaseUrl(options.baseUrl);
  const eventsBase = trimBaseUrl(options.eventsBaseUrl ?? eventsBaseFor(base));
  return {
    secretHeaders: ['x-api-key'],

    authHeaders(apiKey) {
      return { 'X-API-KEY': apiKey, 'X-INTEGRATION-NAME': options.integrationName };
    },

    upsertContact(contact: NormalizedContact, nowIso: string): AdapterRequest {
      const consenting = contact.consent !== undefined;
      const body = {
        identifiers: [
          {
            type: 'email',
            id: contact.email,
            channels: {
              // An unsubscribe is dated now, so it wins over every earlier status.
              email: contact.unsubscribed
                ? { status: 'unsubscribed', statusDate: nowIso }
                : consenting
                  ? { status: 'subscribed', statusDate: contact.consent?.createdAt ?? nowIso }
                  : { status: 'nonSubscribed', statusDate: NON_CONSENT_STATUS_DATE },
            },
            consent: contact.consent,
            // The docs disagree on the welcome flag's name and default; our welcome mail runs
            // through the welcome_sequence event, so both spellings are sent as false.
            sendWelcomeMessage: false,
          },
        ],
        sendWelcomeEmail: false,
        firstName: contact.firstName,
        lastName: contact.lastName,
        tags: contact.tags.length > 0 ? contact.tags : undefined,
        customProperties: Object.keys(contact.customProperties).length > 0 ? contact.customProperties : undefined,
      };
      return { method: 'POST', url: `${base}/contacts`, body: stripNullish(body) };
    },

    contactId(body) {
      if (body === null || typeof body !== 'object') return undefined;
      const record = body as Record<string, unknown>;
      const id = record.contactID ?? record.id;
      return typeof id === 'string' && id !== '' ? id : undefined;
    },

    findContactByEmail(email: string): AdapterRequest {
      // encodeURIComponent turns `+` into %2B; a bare `+` would be read as a space.
      return { method: 'GET', url: `${base}/contacts?email=${encodeURIComponent(email)}&limit=1` };
    },

    existingTags(body) {
      if (body === null || typeof body !== 'object') return undefined;
      const contacts = (body as Record<string, unknown>).contacts;
      if (!Array.isArray(contacts) || contacts.length === 0) return undefined;
      const tags = (contacts[0] as Record<string, unknown> | null)?.tags;
      return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
    },

    connectionTest() {
      return { method: 'GET', url: `${base}/contacts?limit=1` };
    },

    sendEvent(event: CustomEvent): AdapterRequest {
      const body = {
        eventName: event.eventName,
        origin: 'api',
        eventID: event.eventId,
        eventTime: event.eventTime,
        contact: { email: event.email },
        properties: stripNullish(event.properties),
      };
      return { method: 'POST', url: `${eventsBase}/events`, body: stripNullish(body) };
    },

    parseErrorBody(body): ParsedErrorBody {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
      const record = body as Record<string, unknown>;
      const parsed: ParsedErrorBody = {};
      const apiMessage = firstText(record, ['error', 'detail', 'title', 'message']);
      if (apiMessage !== undefined) parsed.apiMessage = apiMessage;
      if (record.fields !== null && typeof record.fields === 'object')
        parsed.fields = record.fields as OmnisendFieldErrors;
      if (Array.isArray(record.errors)) parsed.errors = record.errors as OmnisendProblemError[];
      const retryAfter = typeof record.retryAfter === 'string' ? Number(record.retryAfter) : record.retryAfter;
      if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter >= 0)
        parsed.retryAfterSeconds = retryAfter;
      return parsed;
    },
  };
}
