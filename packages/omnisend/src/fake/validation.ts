import { EMAIL_PATTERN } from '../email';
import type { FakeResponse } from './http';
import { errorResponse } from './http';
import type { ChannelStatus, FakeSwitches } from './types';

const STRICT_PHONE_RE = /^\+[1-9]\d{6,14}$/;
const ISO_DATETIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const RFC3339_RE = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROPERTY_KEY_RE = /^[A-Za-z0-9_]{1,128}$/;

export const isIsoDateTime = (v: unknown): v is string =>
  typeof v === 'string' && ISO_DATETIME_RE.test(v) && !Number.isNaN(Date.parse(v));
export const isRfc3339 = (v: unknown): v is string =>
  typeof v === 'string' && RFC3339_RE.test(v) && !Number.isNaN(Date.parse(v));
export const isDate = (v: unknown): v is string =>
  typeof v === 'string' && DATE_RE.test(v) && !Number.isNaN(Date.parse(v));
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v);
export const isEmail = (v: unknown): v is string => typeof v === 'string' && EMAIL_PATTERN.test(v);
export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export function isPhone(v: unknown, mode: FakeSwitches['phoneCheck']): v is string {
  if (typeof v !== 'string') return false;
  return mode === 'strict' ? STRICT_PHONE_RE.test(v) : (v.match(/\d/g)?.length ?? 0) >= 5 && /^[+\d\s().-]+$/.test(v);
}

/** Collects `{path: [messages]}` for an error body. */
export class FieldErrors {
  readonly fields: Record<string, string[]> = {};
  add(path: string, message: string): void {
    (this.fields[path] ??= []).push(message);
  }
  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
}

/** A validated identifier as sent. */
export interface IdentifierInput {
  type: 'email' | 'phone';
  id: string;
  channel: 'email' | 'sms';
  status: ChannelStatus;
  statusDate?: string;
  consent?: Record<string, unknown>;
  sendWelcomeMessage?: boolean;
}

/** A validated contact body. */
export interface ContactInput {
  identifiers: IdentifierInput[];
  fields: Record<string, string>;
  tags?: string[];
  customProperties?: Record<string, unknown>;
  sendWelcomeEmail?: boolean;
}

const STRING_FIELDS = ['firstName', 'lastName', 'country', 'city', 'address', 'postalCode'] as const;
const KNOWN_FIELDS = new Set<string>([
  ...STRING_FIELDS,
  'identifiers',
  'countryCode',
  'gender',
  'birthdate',
  'tags',
  'customProperties',
  'sendWelcomeEmail',
]);
const STATUSES: Record<string, ChannelStatus> = {
  subscribed: 'subscribed',
  nonSubscribed: 'nonSubscribed',
  nonsubscribed: 'nonSubscribed',
  unsubscribed: 'unsubscribed',
};

function validateIdentifier(
  raw: unknown,
  path: string,
  errors: FieldErrors,
  switches: FakeSwitches,
): IdentifierInput | undefined {
  if (!isObject(raw)) {
    errors.add(path, 'must be an object');
    return undefined;
  }
  const type = raw.type;
  if (type !== 'email' && type !== 'phone') {
    errors.add(`${path}.type`, 'must be one of email, phone');
    return undefined;
  }
  if (typeof raw.id !== 'string') errors.add(`${path}.id`, 'must be a string');
  else if (type === 'email' && !isEmail(raw.id)) errors.add(`${path}.id`, 'must be a valid email address');
  else if (type === 'phone' && !isPhone(raw.id, switches.phoneCheck))
    errors.add(`${path}.id`, 'must be a phone number in E.164 format');

  const channel = type === 'email' ? 'email' : 'sms';
  const channelBody = isObject(raw.channels) ? raw.channels[channel] : undefined;
  if (!isObject(raw.channels)) errors.add(`${path}.channels`, 'is required');
  else if (!isObject(channelBody))
    errors.add(`${path}.channels.${channel}`, `is required for a${type === 'email' ? 'n email' : ' phone'} identifier`);

  const channelData = isObject(channelBody) ? channelBody : {};
  const status = channelData.status === undefined ? 'subscribed' : STATUSES[String(channelData.status)];
  if (status === undefined || (channelData.status !== undefined && typeof channelData.status !== 'string')) {
    errors.add(`${path}.channels.${channel}.status`, 'must be one of subscribed, nonSubscribed, unsubscribed');
  }
  if (channelData.statusDate !== undefined && !isIsoDateTime(channelData.statusDate)) {
    errors.add(`${path}.channels.${channel}.statusDate`, 'must be an ISO 8601 date-time');
  }
  if (raw.consent !== undefined) {
    if (!isObject(raw.consent)) errors.add(`${path}.consent`, 'must be an object');
    else {
      for (const key of ['source', 'ip', 'userAgent'] as const) {
        if (raw.consent[key] !== undefined && typeof raw.consent[key] !== 'string')
          errors.add(`${path}.consent.${key}`, 'must be a string');
      }
      if (raw.consent.createdAt !== undefined && !isIsoDateTime(raw.consent.createdAt)) {
        errors.add(`${path}.consent.createdAt`, 'must be an ISO 8601 date-time');
      }
    }
  }
  if (raw.sendWelcomeMessage !== undefined && typeof raw.sendWelcomeMessage !== 'boolean') {
    errors.add(`${path}.sendWelcomeMessage`, 'must be a boolean');
  }
  if (typeof raw.id !== 'string' || status === undefined) return undefined;
  return {
    type,
    id: raw.id,
    channel,
    status,
    ...(typeof channelData.statusDate === 'string' ? { statusDate: channelData.statusDate } : {}),
    ...(isObject(raw.consent) ? { consent: raw.consent } : {}),
    ...(typeof raw.sendWelcomeMessage === 'boolean' ? { sendWelcomeMessage: raw.sendWelcomeMessage } : {}),
  };
}

function validateCustomProperties(raw: unknown, errors: FieldErrors): void {
  if (!isObject(raw)) {
    errors.add('customProperties', 'must be an object');
    return;
  }
  const keys = Object.keys(raw);
  if (keys.length > 200) errors.add('customProperties', 'must have at most 200 keys');
  for (const key of keys) {
    const value = raw[key];
    if (!PROPERTY_KEY_RE.test(key)) errors.add(`customProperties.${key}`, 'key must match ^[A-Za-z0-9_]{1,128}$');
    const ok =
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (Array.isArray(value) && value.every((item) => typeof item === 'string'));
    if (!ok) errors.add(`customProperties.${key}`, 'value must be a string, number, boolean or array of strings');
  }
}

function legacyToIdentifiers(body: Record<string, unknown>): Record<string, unknown> {
  const { email, status, statusDate, ...rest } = body;
  return {
    ...rest,
    identifiers: [{ type: 'email', id: email, channels: { email: { status: status ?? 'subscribed', statusDate } } }],
  };
}

/**
 * Validates a contact body as Omnisend does. `partial` (PATCH) makes identifiers optional.
 * Missing identifiers on a create answer 422; every other problem answers 400.
 */
export function validateContactBody(
  input: unknown,
  options: { partial: boolean; switches: FakeSwitches },
): { ok: true; value: ContactInput } | { ok: false; response: FakeResponse } {
  const { switches } = options;
  if (!isObject(input)) return { ok: false, response: errorResponse(400, 'Request body must be a JSON object') };
  let body = input;
  if (body.identifiers === undefined && typeof body.email === 'string') {
    if (switches.legacyFlatContact === 'reject') {
      return {
        ok: false,
        response: errorResponse(400, 'Validation failed', {
          identifiers: ['is required (the flat email/status body is not accepted)'],
        }),
      };
    }
    body = legacyToIdentifiers(body);
  }

  const errors = new FieldErrors();
  const identifiers: IdentifierInput[] = [];
  if (body.identifiers === undefined) {
    if (!options.partial)
      return { ok: false, response: errorResponse(422, 'Mandatory fields missing', { identifiers: ['is required'] }) };
  } else if (!Array.isArray(body.identifiers) || body.identifiers.length === 0) {
    errors.add('identifiers', 'must be a non-empty array');
  } else {
    body.identifiers.forEach((raw, index) => {
      const identifier = validateIdentifier(raw, `identifiers[${index}]`, errors, switches);
      if (identifier) identifiers.push(identifier);
    });
  }

  const fields: Record<string, string> = {};
  for (const name of STRING_FIELDS) {
    if (body[name] === undefined) continue;
    if (typeof body[name] !== 'string') errors.add(name, 'must be a string');
    else fields[name] = body[name];
  }
  const checked: [string, (v: unknown) => boolean, string][] = [
    ['countryCode', (v) => typeof v === 'string' && /^[A-Za-z]{2}$/.test(v), 'must be a 2-letter country code'],
    ['gender', (v) => v === 'm' || v === 'f', 'must be m or f'],
    ['birthdate', isDate, 'must be a date as YYYY-MM-DD'],
  ];
  for (const [name, test, message] of checked) {
    if (body[name] === undefined) continue;
    if (!test(body[name])) errors.add(name, message);
    else fields[name] = body[name] as string;
  }
  if (body.tags !== undefined) {
    if (!Array.isArray(body.tags) || !body.tags.every((tag) => typeof tag === 'string'))
      errors.add('tags', 'must be an array of strings');
    else if (body.tags.length > 100) errors.add('tags', 'must have at most 100 items');
  }
  if (body.customProperties !== undefined) validateCustomProperties(body.customProperties, errors);
  if (body.sendWelcomeEmail !== undefined && typeof body.sendWelcomeEmail !== 'boolean')
    errors.add('sendWelcomeEmail', 'must be a boolean');
  if (switches.unknownFields === 'reject') {
    for (const key of Object.keys(body)) if (!KNOWN_FIELDS.has(key)) errors.add(key, 'unknown field');
  }
  if (!errors.empty) return { ok: false, response: errorResponse(400, 'Validation failed', errors.fields) };

  const value: ContactInput = { identifiers, fields };
  if (Array.isArray(body.tags)) value.tags = body.tags as string[];
  if (isObject(body.customProperties)) value.customProperties = body.customProperties;
  if (typeof body.sendWelcomeEmail === 'boolean') value.sendWelcomeEmail = body.sendWelcomeEmail;
  return { ok: true, value };
}

/** True when `value` holds a `null` at any depth. */
export function containsNull(value: unknown): boolean {
  if (value === null) return true;
  if (Array.isArray(value)) return value.some(containsNull);
  if (isObject(value)) return Object.values(value).some(containsNull);
  return false;
}
