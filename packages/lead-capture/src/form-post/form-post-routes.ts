import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit, clientAddressOf, type TrustProxy } from '@rooted/server-kit';
import { isConsenting, toLeadData } from '../lead.js';
import type { LeadLogger } from '../logger.js';
import type { NewLead, Outbox } from '../outbox.js';
import type { RateLimitOptions, RateLimitStore } from '@rooted/server-kit';
import { isLeadKind, validateLead, type LeadKind, type LeadSubmission } from '../schemas.js';
import { detectSpam } from '../spam.js';
import { storeLead } from '../store-lead.js';
import type { ConsentWordingResult } from '../consent/consent-texts.js';
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
  outbox: Outbox;
  now: () => number;
  newId: () => string;
  logger: LeadLogger;
  limiter: RateLimitStore | null;
  trustProxy: TrustProxy | undefined;
  doubleOptIn: boolean;
  /** The address's confirmation-mail allowance (see `spendMailAllowance`). */
  mayMail: ((email: string, at: number) => Promise<boolean>) | undefined;
  bodyTimeoutMs: number | undefined;
  maxBodyBytes: number;
  basePath: string;
  onStored: ((id: string) => void) | undefined;
  onAccepted: ((lead: NewLead) => void) | undefined;
  /** The handler's spam counters (shown on the status route). */
  rejected: { honeypot: number; rateLimited: number };
  /** The handler's consent-wording rule (`consentTexts`), the same for both routes. */
  settleConsent: (submission: LeadSubmission) => ConsentWordingResult;
  options: FormPostOptions;
}

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
  const ruleOptions = deps.options.rateLimit;
  const rule = ruleOptions === false ? null : { ...FORM_POST_RATE_LIMIT, ...ruleOptions };
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
    ...(deps.bodyTimeoutMs !== undefined ? { timeoutMs: deps.bodyTimeoutMs } : {}),
    onTooLarge: (c) => refusal(c, 413, 'The form is too large. Please shorten your message and send it again.'),
    onTimeout: (c) => refusal(c, 408, 'The form took too long to arrive. Please send it again.'),
  });

  app.post('/leads/form/:kind', sameSite, formBody, async (c) => {
    const kind = c.req.param('kind');
    if (!isLeadKind(kind)) return unknownForm(c);
    const refuse = (status: FormPage['status'], message: string, headers?: Record<string, string>) =>
      refusal(c, status, message, headers);
    const contentType = c.req.header('content-type') ?? '';
    if (!/^application\/x-www-form-urlencoded\s*(;\s*charset="?utf-8"?\s*)?$/i.test(contentType)) {
      return refuse(415, 'The form arrived in a format we cannot read. Please fill in the form below.');
    }
    // Read through the body limit, whose own answers are the pages above (413, 408).
    const parsed = parseFormBody(await c.req.text(), kind);
    if (!parsed.ok) return refuse(400, `${parsed.error} Please fill in the form below.`);
    const { homepage: _honeypot, ...shown } = parsed.values;

    const validated = validateLead({ ...parsed.values, kind });
    if (!validated.success)
      return page(c, { kind, outcome: 'invalid', status: 422, values: shown, fields: validated.fields });
    const settled = deps.settleConsent(validated.data);
    // The wording is a hidden field the visitor cannot fix: the page says so and offers the form
    // again, whose hidden fields carry the wording the site shows now.
    if (!settled.ok)
      return page(c, {
        kind,
        outcome: 'invalid',
        status: 422,
        values: shown,
        message: Object.values(settled.fields)[0]?.[0] ?? '',
      });
    const result = { data: settled.submission };

    const sent = (confirmationRequired: boolean) =>
      c.redirect(`${action(kind)}/${confirmationRequired ? 'confirm' : 'sent'}`, 303);
    // No form token, so no fill time to measure: the honeypot is the check, as strict as ever.
    if (detectSpam(result.data, undefined, deps.now()) === 'honeypot') {
      deps.rejected.honeypot += 1;
      deps.logger.info('Lead dropped as spam', { kind, reason: 'honeypot', via: 'form-post' });
      // The same answer as a success, so a bot learns nothing.
      return sent(deps.doubleOptIn && isConsenting(toLeadData(result.data)));
    }

    const { clientIp: ip, clientKey } = clientAddressOf(c, deps.trustProxy);
    const at = deps.now();
    if (deps.limiter && rule) {
      for (const [key, limit] of [
        [`form|${kind}|${clientKey}`, rule],
        [`form-day|${clientKey}`, FORM_POST_DAILY_LIMIT],
      ] as const) {
        let verdict: Awaited<ReturnType<RateLimitStore['hit']>>;
        try {
          verdict = await deps.limiter.hit(key, at, limit);
        } catch (error) {
          deps.logger.warn('Rate-limit store unavailable; submission let through', { error: String(error) });
          verdict = { allowed: true };
        }
        if (!verdict.allowed) {
          deps.rejected.rateLimited += 1;
          const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
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
            { 'Retry-After': String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))) },
          );
        }
      }
    }

    const stored = await storeLead({
      outbox: deps.outbox,
      submission: result.data,
      at,
      id: deps.newId(),
      ip,
      userAgent: c.req.header('user-agent'),
      referer: c.req.header('referer'),
      doubleOptIn: deps.doubleOptIn,
      idempotencySince: at,
      mayMail: deps.mayMail,
      onStored: deps.onStored,
      onAccepted: deps.onAccepted,
      logger: deps.logger,
    });
    if (!stored.ok) {
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
    return sent(stored.confirmationRequired);
  });
  app.all('/leads/form/*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, POST' }));
}
