import type { NormalizedContact } from '../contact-record';
import type { OmnisendFieldErrors, OmnisendProblemError } from '../errors';

/** A request as the adapter describes it; the transport adds auth, timeouts and retries. */
export interface AdapterRequest {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: unknown;
}

/** What the adapter reads out of an error body. */
export interface ParsedErrorBody {
  apiMessage?: string;
  fields?: OmnisendFieldErrors;
  errors?: readonly OmnisendProblemError[];
  /** Body-level retry hint in seconds (2026 sends `retryAfter` on 429). */
  retryAfterSeconds?: number;
}

/** A custom event that starts an automation flow. */
export interface CustomEvent {
  email: string;
  eventName: string;
  properties: Record<string, unknown>;
  eventId?: string;
  eventTime?: string;
}

/**
 * Everything that differs between Omnisend API versions. A move to `2026-03-15` replaces this
 * one implementation (base path, auth header, body shapes, ids, error bodies) and nothing else.
 */
export interface OmnisendApiAdapter {
  /** Request headers that identify the caller. */
  authHeaders(apiKey: string): Record<string, string>;
  /** Lower-cased names of headers that hold the secret (redacted in hooks and logs). */
  readonly secretHeaders: readonly string[];
  upsertContact(contact: NormalizedContact, nowIso: string): AdapterRequest;
  /** Looks a contact up by its (normalised) email, to read the tags it already has. */
  findContactByEmail(email: string): AdapterRequest;
  /** The tags of the contact found by {@link findContactByEmail}; `undefined` when there is none. */
  existingTags(body: unknown): string[] | undefined;
  /** The contact id from a successful upsert response. */
  contactId(body: unknown): string | undefined;
  connectionTest(): AdapterRequest;
  sendEvent(event: CustomEvent): AdapterRequest;
  parseErrorBody(body: unknown): ParsedErrorBody;
}
