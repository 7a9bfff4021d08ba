import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { bodyLimit, clientAddressOf, validBody, type RateLimitOptions, type TrustProxy } from '@rooted/server-kit';
import type { IntakeOutcome, Submission } from '../intake/intake.js';
import { isLeadKind, type LeadKind } from '../schemas.js';
import { renderFormPage, type FormPage } from './form-page.js';
import { parseFormBody } from './parse-form-body.js';

/**
 * The stricter limit of a plain form post (no form token, no proof of work): 3 per address and
 * form in 10 minutes, against the JSON API's 5 a minute. A person rarely sends one form three
 * times; a script without our code pays with far fewer leads.
 */
export const FORM_POST_RATE_LIMIT: Required<RateLimitOptions> = { limit: 3, windowMs: 600_000 };
/**
 * And at most this many plain form posts from one client a day, across every form: without a form
 * token or proof of work, the per-form limit alone lets a script send hundreds a day from one
 * address. A person without JavaScript sends a handful.
 */
export const FORM_POST_DAILY_LIMIT: Required<RateLimitOptions> = { limit: 30, windowMs: 86_400_000 };

/** Options of the plain HTML form posts (`formPosts` of the lead handler). */
export interface FormPostOptions {
  /** Renders a form page; default {@link renderFormPage} without a look. */
  renderPage?: (page: FormPage) => string;
  /**
   * Per-address, per-form limit of form posts (default {@link FORM_POST_RATE_LIMIT}), or false for
   * none (which also lifts the daily limit across forms, {@link FORM_POST_DAILY_LIMIT}).
   */
  rateLimit?: RateLimitOptions | false;
}

/** What the routes share with the JSON handler. */
export interface FormPostDeps {
  /** The origin guard the JSON API uses; a refusal here is answered with the form's own page. */
  sameSite: MiddlewareHandler;
  /** The handler's one way from a submission to the outbox. */
  intake: (submission: Submission) => Promise<IntakeOutcome>;
  trustProxy: TrustProxy | undefined;
  bodyTimeoutMs: number | undefined;
  maxBodyBytes: number;
  basePath: string;
  options: FormPostOptions;
}

/** The per-form limit `options` ask for, or null for none. */
export function formPostRule(options: FormPostOptions | false | undefined): Required<RateLimitOptions> | null {
  const rule = options ? options.rateLimit : undefined;
  return rule === false ? null : { ...FORM_POST_RATE_LIMIT, ...rule };
}

const ANY_VALUES = z.record(z.string(), z.union([z.string(), z.boolean()]));
// Only UTF-8 (or no charset): a form page of ours always posts that, and any other is refused.
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;\s*charset="?utf-8"?\s*)?$/i;

type ConnectionEnv = {
  Bindings: { remoteAddress?: string; incoming?: { socket?: { remoteAddress?: string } } } | undefined;
};

/**
 * Mounts the plain HTML side of the lead API, for forms posted without JavaScript (or before the
 * form's code has loaded):
 * - `POST {basePath}/leads/form/{kind}` takes the form as `application/x-www-form-urlencoded`,
 *   validates it with the same schema, stores it like the JSON API and redirects (303) to
 * - `GET {basePath}/leads/form/{kind}/sent` (or `/confirm` for a signup awaiting its email), or
 *   answers the form again with its errors and the visitor's values (422), or a refusal page.
 * - `GET {basePath}/leads/form/{kind}`: the empty form as a page of its own.
 */
export function mountFormPosts(app: Hono<ConnectionEnv>, deps: FormPostDeps): void {
  type E = ConnectionEnv;
  const render = deps.options.renderPage ?? ((page: FormPage) => renderFormPage(page));
  const action = (kind: LeadKind) => `${deps.basePath}/leads/form/${kind}`;
  const page = (
    c: Context<E>,
    content: Omit<FormPage, 'action' | 'values' | 'fields'> & Partial<FormPage>,
    headers: Record<string, string> = {},
  ) =>
    c.body(render({ values: {}, fields: {}, action: action(content.kind), ...content }), content.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    });
  const unknownForm = (c: Context<E>) =>
    c.body(
      '<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1><p>There is no such form. <a href="/">Return to Home</a></p></html>',
      404,
      {
        'Content-Type': 'text/html; charset=utf-8',
      },
    );

  app.get('/leads/form/:kind', (c) => {
    const kind = c.req.param('kind');
    return isLeadKind(kind) ? page(c, { kind, outcome: 'form', status: 200 }) : unknownForm(c);
  });
  app.get('/leads/form/:kind/:result{sent|confirm}', (c) => {
    const kind = c.req.param('kind');
    if (!isLeadKind(kind)) return unknownForm(c);
    return page(c, { kind, outcome: c.req.param('result') === 'confirm' ? 'confirm' : 'sent', status: 200 });
  });

  const refusal = (context: Context, status: FormPage['status'], message: string, headers?: Record<string, string>) => {
    const c = context as unknown as Context<E>;
    const kind = context.req.param('kind');
    return isLeadKind(kind) ? page(c, { kind, outcome: 'refused', status, message }, headers) : unknownForm(c);
  };
  // The same origin check as the JSON API, answered with the form's page (403) instead of JSON.
  const sameSite: MiddlewareHandler = async (c, next) => {
    let passed = false;
    const refused = await deps.sameSite(c, async () => {
      passed = true;
      await next();
    });
    if (!passed) return refusal(c, 403, 'Forms can only be sent from this site. Please fill in the form below.');
    return refused;
  };
  const formBody = bodyLimit({
    maxBytes: deps.maxBodyBytes,
    timeoutMs: deps.bodyTimeoutMs,
    onTooLarge: (c) => refusal(c, 413, 'The form is too large. Please shorten your message and send it again.'),
    onTimeout: (c) => refusal(c, 408, 'The form took too long to arrive. Please send it again.'),
  });

  // The kind and Content-Type before the body is read, each with its page.
  const formType: MiddlewareHandler = async (c, next) => {
    if (!isLeadKind(c.req.param('kind'))) return unknownForm(c as Context<E>);
    if (!FORM_TYPE.test(c.req.header('content-type') ?? ''))
      return refusal(c, 415, 'The form arrived in a format we cannot read. Please fill in the form below.');
    await next();
  };
  // Read through the body limit (whose own answers are the pages above, 413 and 408) by the
  // strict form reader: a field sent twice or a byte no browser sends is a 400 page.
  const formValues = validBody('form', ANY_VALUES, {
    read: (text, c) => {
      const parsed = parseFormBody(text, c.req.param('kind') as LeadKind);
      return parsed.ok ? { ok: true, data: parsed.values } : { ok: false, error: parsed.error, fields: {} };
    },
    onInvalid: (c, problem) => refusal(c, 400, `${problem.error} Please fill in the form below.`),
  });

  app.post('/leads/form/:kind', sameSite, formBody, formType, formValues, async (c) => {
    const kind = c.req.param('kind') as LeadKind;
    const values = c.req.valid('form');
    const { homepage: _honeypot, ...shown } = values;
    const { clientIp, clientKey } = clientAddressOf(c, deps.trustProxy);
    const result = await deps.intake({
      via: 'form',
      kind,
      fields: { ...values, kind },
      ip: clientIp,
      clientKey,
      userAgent: c.req.header('user-agent'),
      referer: c.req.header('referer'),
    });
    switch (result.outcome) {
      case 'accepted':
      case 'replayed':
        return c.redirect(
          `${action(kind)}/${result.outcome === 'accepted' && result.confirmationRequired ? 'confirm' : 'sent'}`,
          303,
        );
      case 'invalid':
        // The wording is a hidden field the visitor cannot fix: the page says so and offers the
        // form again, whose hidden fields carry the wording the site shows now.
        return result.consent
          ? page(c, {
              kind,
              outcome: 'invalid',
              status: 422,
              values: shown,
              message: Object.values(result.fields)[0]?.[0] ?? '',
            })
          : page(c, { kind, outcome: 'invalid', status: 422, values: shown, fields: result.fields });
      case 'limited': {
        const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
        const wait =
          minutes < 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.ceil(minutes / 60)} hours`;
        return page(
          c,
          {
            kind,
            outcome: 'limited',
            status: 429,
            values: shown,
            message: `This form was sent several times from your connection. Please wait ${wait} and send it again; what you wrote is kept below.`,
          },
          { 'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) },
        );
      }
      // No form token on this channel, so neither a token refusal nor a fill time: only a store
      // that could not take the lead is left.
      case 'refused':
      case 'too-fast':
      case 'unavailable':
        return page(
          c,
          {
            kind,
            outcome: 'unavailable',
            status: 503,
            values: shown,
            message:
              'We could not accept the form right now. Please try again in a moment; what you wrote is kept below.',
          },
          { 'Retry-After': '5' },
        );
    }
  });
  app.all('/leads/form/*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, POST' }));
}
