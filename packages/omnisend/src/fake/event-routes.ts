import type { Route, RouteContext } from './context';
import type { FakeResponse } from './http';
import { errorResponse, html502, notFound } from './http';
import type { FakeEventDefinition, FakeFieldType, FakeReceivedEvent } from './types';
import {
  FieldErrors,
  containsNull,
  isDate,
  isEmail,
  isIsoDateTime,
  isObject,
  isPhone,
  isRfc3339,
  isUuid,
} from './validation';

const URL_RE = /^https?:\/\/\S+$/;

function typeMatches(type: FakeFieldType, value: unknown): boolean {
  switch (type) {
    case 'int':
      return typeof value === 'number' && Number.isInteger(value);
    case 'float':
      return typeof value === 'number' && Number.isFinite(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'email':
      return isEmail(value);
    case 'url':
      return typeof value === 'string' && URL_RE.test(value);
    case 'date':
      return isDate(value);
    case 'dateTime':
      return isIsoDateTime(value);
  }
}

/** v3 infers a new field's type from its first value: `10` and `10.0` are int, `10.01` is float. */
function inferType(value: unknown): FakeFieldType | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value !== 'string') return undefined;
  if (isEmail(value)) return 'email';
  if (URL_RE.test(value)) return 'url';
  if (isDate(value)) return 'date';
  if (isIsoDateTime(value)) return 'dateTime';
  return 'string';
}

function nullField(ctx: RouteContext, path: string): FakeResponse {
  return ctx.switches.nullEventField === 502
    ? html502()
    : errorResponse(ctx.switches.nullEventField, 'Validation failed', { [path]: ['must not be null'] });
}

function record(ctx: RouteContext, event: Omit<FakeReceivedEvent, 'brandId' | 'receivedAt'>): void {
  ctx.events.received.push({ brandId: ctx.brandId, receivedAt: new Date(ctx.nowMs).toISOString(), ...event });
}

/** Checks the v3 `{email|phone, fields}` body against a definition; undefined when it passes. */
function checkV3Body(
  ctx: RouteContext,
  body: Record<string, unknown>,
  definition: FakeEventDefinition | undefined,
): FakeResponse | undefined {
  const errors = new FieldErrors();
  if (body.email === undefined && body.phone === undefined) errors.add('email', 'email or phone is required');
  if (body.email !== undefined && !isEmail(body.email)) errors.add('email', 'must be a valid email address');
  if (body.phone !== undefined && !isPhone(body.phone, ctx.switches.phoneCheck))
    errors.add('phone', 'must be a phone number in E.164 format');
  const fields = body.fields ?? {};
  if (!isObject(fields)) errors.add('fields', 'must be an object');
  else {
    if (containsNull(fields)) return nullField(ctx, 'fields');
    if (Object.keys(fields).length > 100) errors.add('fields', 'must have at most 100 fields');
    for (const field of definition?.fields ?? []) {
      if (field.required && fields[field.systemName] === undefined)
        errors.add(`fields.${field.systemName}`, 'is required');
    }
    for (const [name, value] of Object.entries(fields)) {
      const declared = definition?.fields.find((field) => field.systemName === name);
      if (declared ? !typeMatches(declared.type, value) : inferType(value) === undefined) {
        errors.add(`fields.${name}`, declared ? `must be of type ${declared.type}` : 'has an unsupported type');
      }
    }
  }
  return errors.empty ? undefined : errorResponse(400, 'Validation failed', errors.fields);
}

function v3Contact(body: Record<string, unknown>): FakeReceivedEvent['contact'] {
  return {
    ...(typeof body.email === 'string' ? { email: body.email } : {}),
    ...(typeof body.phone === 'string' ? { phone: body.phone } : {}),
  };
}

function triggerById(ctx: RouteContext, id: string): FakeResponse {
  const definition = ctx.events.definitions.find((event) => event.eventID === id);
  if (!definition) return notFound();
  if (!isObject(ctx.body)) return errorResponse(400, 'Request body must be a JSON object');
  const problem = checkV3Body(ctx, ctx.body, definition);
  if (problem) return problem;
  record(ctx, {
    route: 'v3-by-id',
    eventName: definition.systemName,
    eventID: definition.eventID,
    contact: v3Contact(ctx.body),
    properties: (ctx.body.fields as Record<string, unknown> | undefined) ?? {},
    automationTriggered: definition.enabled,
  });
  return { status: 204 };
}

function triggerByName(ctx: RouteContext): FakeResponse {
  if (!isObject(ctx.body)) return errorResponse(400, 'Request body must be a JSON object');
  const body = ctx.body;
  if (typeof body.systemName !== 'string' || body.systemName.trim() === '') {
    return errorResponse(400, 'Validation failed', { systemName: ['is required'] });
  }
  let definition = ctx.events.definitions.find((event) => event.systemName === body.systemName);
  const problem = checkV3Body(ctx, body, definition);
  if (problem) return problem;
  const fields = (body.fields as Record<string, unknown> | undefined) ?? {};
  if (!definition) {
    definition = {
      eventID: ctx.events.nextEventId(),
      name: typeof body.name === 'string' ? body.name : body.systemName,
      systemName: body.systemName,
      enabled: true,
      fields: [],
    };
    ctx.events.definitions.push(definition);
  }
  for (const [name, value] of Object.entries(fields)) {
    const type = inferType(value);
    if (type && !definition.fields.some((field) => field.systemName === name))
      definition.fields.push({ systemName: name, type, required: false });
  }
  record(ctx, {
    route: 'v3-by-name',
    eventName: definition.systemName,
    eventID: definition.eventID,
    contact: v3Contact(body),
    properties: fields,
    automationTriggered: definition.enabled,
  });
  return { status: 204 };
}

function sendV5(ctx: RouteContext): FakeResponse {
  if (!isObject(ctx.body)) return errorResponse(400, 'Request body must be a JSON object');
  const body = ctx.body;
  const errors = new FieldErrors();
  if (typeof body.eventName !== 'string' || body.eventName.trim() === '') errors.add('eventName', 'is required');
  if (typeof body.origin !== 'string' || body.origin.trim() === '') errors.add('origin', 'is required');
  const contact = isObject(body.contact) ? body.contact : undefined;
  if (!contact) errors.add('contact', 'is required');
  else {
    if (contact.email === undefined && contact.phone === undefined && contact.id === undefined)
      errors.add('contact', 'needs email, phone or id');
    if (contact.email !== undefined && !isEmail(contact.email))
      errors.add('contact.email', 'must be a valid email address');
    if (contact.phone !== undefined && !isPhone(contact.phone, ctx.switches.phoneCheck))
      errors.add('contact.phone', 'must be a phone number in E.164 format');
    if (contact.id !== undefined && typeof contact.id !== 'string') errors.add('contact.id', 'must be a string');
  }
  if (body.eventID !== undefined && !isUuid(body.eventID)) errors.add('eventID', 'must be a UUID');
  if (body.eventTime !== undefined && !isRfc3339(body.eventTime))
    errors.add('eventTime', 'must be an RFC 3339 date-time');
  if (body.properties !== undefined && !isObject(body.properties)) errors.add('properties', 'must be an object');
  if (!errors.empty || !contact) return errorResponse(400, 'Validation failed', errors.fields);
  if (containsNull(body.properties)) return nullField(ctx, 'properties');

  const nowIso = new Date(ctx.nowMs).toISOString();
  if (typeof contact.id === 'string' && !ctx.contacts.byId(ctx.brandId, contact.id)) {
    return errorResponse(400, 'Validation failed', { 'contact.id': ['no contact has this id'] });
  }
  if (typeof contact.email === 'string') ctx.contacts.ensure(ctx.brandId, 'email', contact.email, nowIso, ctx.switches);
  else if (typeof contact.phone === 'string')
    ctx.contacts.ensure(ctx.brandId, 'phone', contact.phone, nowIso, ctx.switches);

  const eventName = body.eventName as string;
  const eventID = body.eventID as string | undefined;
  const eventTime = body.eventTime as string | undefined;
  // Only historical events (older than the threshold) carrying eventID + eventTime are deduplicated.
  if (
    eventID !== undefined &&
    eventTime !== undefined &&
    Date.parse(eventTime) < ctx.nowMs - ctx.events.historicalThresholdMs
  ) {
    const duplicate = ctx.events.received.some(
      (event) => event.brandId === ctx.brandId && event.eventID === eventID && event.eventTime === eventTime,
    );
    if (duplicate) return { status: 202, note: 'duplicate historical event dropped' };
  }
  record(ctx, {
    route: 'v5',
    eventName,
    origin: body.origin as string,
    ...(eventID === undefined ? {} : { eventID }),
    ...(eventTime === undefined ? {} : { eventTime }),
    contact: {
      ...(typeof contact.email === 'string' ? { email: contact.email } : {}),
      ...(typeof contact.phone === 'string' ? { phone: contact.phone } : {}),
      ...(typeof contact.id === 'string' ? { id: contact.id } : {}),
    },
    properties: (body.properties as Record<string, unknown> | undefined) ?? {},
    automationTriggered: ctx.events.hasFlow(eventName),
  });
  return { status: 202 };
}

/** v3 and v5 event routes. */
export const eventRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v3\/events$/,
    permissions: ['events.read', 'events.write'],
    body: false,
    handle: (ctx) => ({ status: 200, body: { events: structuredClone(ctx.events.definitions) } }),
  },
  {
    method: 'GET',
    pattern: /^\/v3\/events\/([^/]+)$/,
    permissions: ['events.read', 'events.write'],
    body: false,
    handle: (ctx, [id]) => {
      const definition = ctx.events.definitions.find((event) => event.eventID === id);
      return definition ? { status: 200, body: structuredClone(definition) } : notFound();
    },
  },
  {
    method: 'POST',
    pattern: /^\/v3\/events\/([^/]+)$/,
    permissions: ['events.write'],
    body: true,
    handle: (ctx, [id]) => triggerById(ctx, id ?? ''),
  },
  { method: 'POST', pattern: /^\/v3\/events$/, permissions: ['events.write'], body: true, handle: triggerByName },
  { method: 'POST', pattern: /^\/v5\/events$/, permissions: ['events.write'], body: true, handle: sendV5 },
];
