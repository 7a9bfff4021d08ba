/** A permission a fake key may hold. */
export type FakePermission = 'contacts.read' | 'contacts.write' | 'events.read' | 'events.write';

/** A key the fake accepts, and the brand whose contacts, events and rate window it uses. */
export interface FakeKey {
  key: string;
  brandId: string;
  permissions: readonly FakePermission[];
}

/** The test key other packages' tests can use against the fake. */
export const FAKE_TEST_API_KEY = 'test-key-0001';
/** The brand of {@link FAKE_TEST_API_KEY} (and of a `--key` given to the fake's CLI): its contacts, events and rate window. */
export const FAKE_TEST_BRAND_ID = 'brand-test-1';

/** Default key set: one key with read and write permissions on `brand-test-1`. */
export const DEFAULT_FAKE_KEYS: readonly FakeKey[] = [
  {
    key: FAKE_TEST_API_KEY,
    brandId: FAKE_TEST_BRAND_ID,
    permissions: ['contacts.read', 'contacts.write', 'events.write'],
  },
];

/**
 * Behaviour Omnisend's docs do not settle. Defaults are the documented or
 * most likely behaviour; the alternatives let tests prove the client copes with either.
 */
export interface FakeSwitches {
  /** Status for a request without `X-API-KEY`. */
  missingKeyStatus: number;
  /** A repeat POST /contacts with a known email: update (200) or reject (400). */
  v3Upsert: 'update' | 'reject';
  /**
   * Tags in a contact write (POST or PATCH): they replace the stored ones (default: what
   * Omnisend's own newer client code relies on), or are merged into them.
   */
  tagMerge: 'additive' | 'replace';
  /** How stored emails are matched. */
  emailMatch: 'exact' | 'caseInsensitive';
  /** Unknown top-level contact fields: ignored or 400. */
  unknownFields: 'ignore' | 'reject';
  /** The old flat `{email, status, statusDate}` body: 400 or accepted. */
  legacyFlatContact: 'reject' | 'accept';
  /** Status for an event property that is `null`. */
  nullEventField: number;
  /** Send `Retry-After` (seconds) on a rate-limit 429. */
  retryAfterHeader: boolean;
  /** Send `X-Rate-Limit-*` headers. */
  rateLimitHeaders: boolean;
  /** Phone check: E.164 or anything with 5+ digits. */
  phoneCheck: 'strict' | 'lenient';
}

/** The switches a fake starts with unless `switches` overrides some; also the set of known switch names. */
export const DEFAULT_SWITCHES: Readonly<FakeSwitches> = {
  missingKeyStatus: 400,
  v3Upsert: 'update',
  tagMerge: 'replace',
  emailMatch: 'exact',
  unknownFields: 'ignore',
  legacyFlatContact: 'reject',
  nullEventField: 502,
  retryAfterHeader: false,
  rateLimitHeaders: true,
  phoneCheck: 'strict',
};

/** An injected fault. With neither `status`, `preset` nor `drop`, only `delayMs` applies. */
export interface FaultSpec {
  /** Which requests it hits; a `path` ending in `*` matches by prefix. Default: every API request. */
  match?: { method?: string; path?: string };
  /** How many matching requests it hits. Default 1. */
  times?: number;
  /** Answer with this status instead of processing the request. */
  status?: number;
  /** Body of that answer: an object is sent as JSON, a string as it is. */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /** `html502`: a gateway's HTML 502 page. */
  preset?: 'html502';
  /** Latency added before the request is handled (real milliseconds). */
  delayMs?: number;
  /**
   * With `status`/`preset`: process the request first, then answer with the fault (a gateway that
   * fails after Omnisend did the work). Default false: the fault replaces processing.
   */
  process?: boolean;
  /** `before`: destroy the socket without processing; `after`: process, then destroy it. */
  drop?: 'before' | 'after';
}

/** One request as the fake saw it. `X-API-KEY` reads `***` plus its last 4 characters. */
export interface RecordedRequest {
  time: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
  /** The status answered, or null when the connection was dropped before an answer. */
  status: number | null;
  /** The fault applied, e.g. `status:502`, `drop:after`, `delay:200`. */
  fault: string | null;
  /** Set when the fake did something worth noting, e.g. dropping a duplicate event. */
  note?: string;
}

/** A contact's email channel status. */
export type ChannelStatus = 'subscribed' | 'nonSubscribed' | 'unsubscribed';

/** A stored identifier. */
export interface FakeIdentifier {
  type: 'email' | 'phone';
  id: string;
  channels: Record<string, { status: ChannelStatus; statusDate: string }>;
  consent?: Record<string, unknown>;
}

/** A contact as `GET /v3/contacts` returns it. */
export interface FakeContact {
  contactID: string;
  email?: string;
  phone?: string;
  status?: ChannelStatus;
  statusDate?: string;
  firstName?: string;
  lastName?: string;
  country?: string;
  countryCode?: string;
  city?: string;
  address?: string;
  postalCode?: string;
  gender?: string;
  birthdate?: string;
  identifiers: FakeIdentifier[];
  tags: string[];
  customProperties: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

/** What the fake noted about a contact beyond the API's view. */
export interface FakeContactMeta {
  brandId: string;
  /** Upserts that reached this contact (including the one that created it). */
  upserts: number;
  /** Whether the latest upsert created the contact. */
  createdByLastUpsert: boolean;
  /** True once any request asked for a welcome message (either flag spelling). */
  welcomeRequested: boolean;
  /** Every consent record received, oldest first. */
  consents: Record<string, unknown>[];
}

/** A stored contact with its meta, as `contacts()` and `GET /_admin/contacts` return it. */
export interface FakeContactRecord extends FakeContact {
  meta: FakeContactMeta;
}

/** A v3 event definition (seeded or created by `POST /v3/events`). */
export interface FakeEventDefinition {
  eventID: string;
  name: string;
  systemName: string;
  enabled: boolean;
  fields: { systemName: string; type: FakeFieldType; required: boolean }[];
}

/** Type of a field of a v3 event definition: inferred from a new field's first value, then checked on later events. */
export type FakeFieldType = 'int' | 'float' | 'bool' | 'string' | 'email' | 'url' | 'date' | 'dateTime';

/** An event the fake received and accepted. */
export interface FakeReceivedEvent {
  brandId: string;
  route: 'v5' | 'v3-by-id' | 'v3-by-name';
  receivedAt: string;
  eventName: string;
  eventID?: string;
  eventTime?: string;
  origin?: string;
  contact: { email?: string; phone?: string; id?: string };
  properties: Record<string, unknown>;
  /** Whether a flow was started: v5 events when a flow is configured for the name, v3 events when enabled. */
  automationTriggered: boolean;
}

/** Sliding-window size per brand. */
export interface FakeRateLimit {
  limit: number;
  windowMs: number;
}
