import type { Route, RouteContext } from './context';
import { publicContact } from './contact-store';
import type { FakeResponse } from './http';
import { errorResponse, notFound } from './http';
import type { FakeContact } from './types';
import { validateContactBody } from './validation';

const nowIso = (ctx: RouteContext) => new Date(ctx.nowMs).toISOString();
const STATUSES = new Set(['subscribed', 'nonSubscribed', 'unsubscribed']);

function upsert(ctx: RouteContext): FakeResponse {
  const parsed = validateContactBody(ctx.body, { partial: false, switches: ctx.switches });
  if (!parsed.ok) return parsed.response;
  const outcome = ctx.contacts.upsert(ctx.brandId, parsed.value, nowIso(ctx), ctx.switches);
  if (!outcome.ok)
    return errorResponse(400, 'Contact with this identifier already exists', { identifiers: ['already exists'] });
  return { status: 200, body: { email: outcome.contact.email, contactID: outcome.contact.contactID } };
}

const encodeCursor = (seq: number) => Buffer.from(`seq:${seq}`).toString('base64url');
function decodeCursor(cursor: string): number | undefined {
  const match = /^seq:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
}

function list(ctx: RouteContext): FakeResponse {
  const params = ctx.url.searchParams;
  const rawLimit = params.get('limit');
  const limit = rawLimit === null ? 100 : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 250) {
    return errorResponse(400, 'Invalid query parameters', { limit: ['must be an integer between 1 and 250'] });
  }
  const status = params.get('status');
  if (status !== null && !STATUSES.has(status)) {
    return errorResponse(400, 'Invalid query parameters', {
      status: ['must be one of subscribed, unsubscribed, nonSubscribed'],
    });
  }
  const after = params.get('after');
  const before = params.get('before');
  const afterSeq = after === null ? undefined : decodeCursor(after);
  const beforeSeq = before === null ? undefined : decodeCursor(before);
  if ((after !== null && afterSeq === undefined) || (before !== null && beforeSeq === undefined)) {
    return errorResponse(400, 'Invalid query parameters', {
      [after !== null ? 'after' : 'before']: ['is not a valid cursor'],
    });
  }

  const email = params.get('email');
  const phone = params.get('phone');
  const tag = params.get('tag');
  const segmentID = params.get('segmentID');
  const sameEmail = (stored: string | undefined, wanted: string) =>
    stored !== undefined &&
    (ctx.switches.emailMatch === 'caseInsensitive' ? stored.toLowerCase() === wanted.toLowerCase() : stored === wanted);
  const matching = ctx.contacts.list(ctx.brandId).filter(
    ({ contact }) =>
      (email === null || contact.identifiers.some((ident) => ident.type === 'email' && sameEmail(ident.id, email))) &&
      (phone === null || contact.identifiers.some((ident) => ident.type === 'phone' && ident.id === phone)) &&
      (status === null || contact.status === status) &&
      (tag === null || contact.tags.includes(tag)) &&
      segmentID === null, // the fake has no segments
  );

  let page: typeof matching;
  if (afterSeq !== undefined) page = matching.filter((item) => item.seq > afterSeq).slice(0, limit);
  else if (beforeSeq !== undefined) page = matching.filter((item) => item.seq < beforeSeq).slice(-limit);
  else page = matching.slice(0, limit);

  const first = page[0];
  const last = page[page.length - 1];
  const link = (cursor: 'after' | 'before', seq: number) => {
    const next = new URLSearchParams(params);
    next.delete('after');
    next.delete('before');
    next.set('limit', String(limit));
    next.set(cursor, encodeCursor(seq));
    return `${ctx.origin}${ctx.url.pathname}?${next.toString()}`;
  };
  return {
    status: 200,
    body: {
      contacts: page.map(({ contact }) => publicContact(contact)),
      paging: {
        previous: first && matching.some((item) => item.seq < first.seq) ? link('before', first.seq) : null,
        next: last && matching.some((item) => item.seq > last.seq) ? link('after', last.seq) : null,
        limit,
      },
    },
  };
}

function patch(ctx: RouteContext, contact: FakeContact | undefined): FakeResponse {
  if (!contact) return notFound();
  const parsed = validateContactBody(ctx.body, { partial: true, switches: ctx.switches });
  if (!parsed.ok) return parsed.response;
  const fields: Record<string, string[]> = {};
  parsed.value.identifiers.forEach((ident, index) => {
    if (ident.type === 'email' && contact.email !== undefined && ident.id !== contact.email) {
      fields[`identifiers[${index}].id`] = ['the email identifier cannot be changed'];
    }
  });
  if (Object.keys(fields).length > 0) return errorResponse(400, 'Validation failed', fields);
  ctx.contacts.patch(contact, parsed.value, nowIso(ctx), ctx.switches);
  return { status: 200, body: publicContact(contact) };
}

function patchByEmail(ctx: RouteContext): FakeResponse {
  const email = ctx.url.searchParams.get('email');
  if (!email) return errorResponse(400, 'Invalid query parameters', { email: ['is required'] });
  return patch(ctx, ctx.contacts.byIdentifier(ctx.brandId, 'email', email, ctx.switches));
}

/** The v3 contact routes and `/v3/accounts`. */
export const contactRoutes: Route[] = [
  { method: 'POST', pattern: /^\/v3\/contacts$/, permissions: ['contacts.write'], body: true, handle: upsert },
  { method: 'GET', pattern: /^\/v3\/contacts$/, permissions: ['contacts.read'], body: false, handle: list },
  { method: 'PATCH', pattern: /^\/v3\/contacts$/, permissions: ['contacts.write'], body: true, handle: patchByEmail },
  {
    method: 'GET',
    pattern: /^\/v3\/contacts\/([^/]+)$/,
    permissions: ['contacts.read'],
    body: false,
    handle: (ctx, [id]) => {
      const contact = ctx.contacts.byId(ctx.brandId, decodeURIComponent(id ?? ''));
      return contact ? { status: 200, body: publicContact(contact) } : notFound();
    },
  },
  {
    method: 'PATCH',
    pattern: /^\/v3\/contacts\/([^/]+)$/,
    permissions: ['contacts.write'],
    body: true,
    handle: (ctx, [id]) => patch(ctx, ctx.contacts.byId(ctx.brandId, decodeURIComponent(id ?? ''))),
  },
  {
    method: 'GET',
    pattern: /^\/v3\/accounts$/,
    permissions: [],
    body: false,
    handle: (ctx) => ({ status: 200, body: { brandID: ctx.brandId, verified: true } }),
  },
];
