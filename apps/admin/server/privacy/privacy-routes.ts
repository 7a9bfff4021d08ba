import {
  emailSchema,
  PRIVACY_CONFIRM_PATH,
  spendMailAllowance,
  verifyPrivacyRequestToken,
  type ConfirmationPage,
} from '@rooted/lead-capture';
import {
  bodyLimit,
  clientAddressOf,
  originAllowed,
  parseFormBody,
  retryAfterSeconds,
  type RateLimitStore,
} from '@rooted/server-kit';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { PrivacyService } from './privacy-service';

/** Where the privacy page's form posts. */
export const PRIVACY_REQUEST_PATH = '/privacy/request';
/** The largest request form: a choice and an address. */
export const MAX_PRIVACY_FORM_BYTES = 2048;
/** Requests from one connection: as strict as the plain form posts (3 in 10 minutes). */
export const PRIVACY_CONNECTION_LIMIT = { limit: 3, windowMs: 600_000 } as const;
/** Requests naming one address: 3 a day, so nobody can fill someone's inbox with our mails. */
export const PRIVACY_ADDRESS_LIMIT = { limit: 3, windowMs: 86_400_000 } as const;

/** Options of {@link createPrivacyRoutes}. */
export interface PrivacyRoutesOptions {
  service: PrivacyService;
  /** The secrets that sign the request links (the lead API's). */
  secrets: readonly [string, ...string[]];
  rateLimits: RateLimitStore;
  /** Renders a page in the site's look (the confirmation page's renderer). */
  renderPage: (page: ConfirmationPage) => string;
  now?: () => number;
}

type Words = { title: string; message: string };
const SENT: Words = {
  title: 'Check your inbox',
  message:
    'Whether or not that address is on our lists, we have sent it an email with a link. Open the link within two days to confirm your request; until then nothing happens. We answer a confirmed request within one month.',
};

const CONFIRM: Words = {
  title: 'Confirm your request',
  message: 'Press the button to confirm your request. Until you do, nothing happens.',
};

/**
 * The person's side of privacy requests, for the form on the privacy page (which works without
 * JavaScript): `POST /privacy/request` records an unconfirmed request and queues the mail with its
 * link, then redirects (303) to the page that says to check the inbox; `GET /privacy/confirm`
 * is the link, a page whose button posts its token to `POST /privacy/confirm`, which alone
 * confirms. The guards of the site's other public forms: the origin check, a body limit, a
 * honeypot field and rate limits (per connection, and per address named).
 */
export function createPrivacyRoutes(options: PrivacyRoutesOptions): Hono {
  const { service, renderPage } = options;
  const now = options.now ?? Date.now;
  const app = new Hono();
  const page = (
    c: Context,
    status: 200 | 400 | 403 | 410 | 413 | 415 | 422 | 429 | 503,
    words: Words,
    headers: Record<string, string> = {},
  ) =>
    c.body(renderPage({ outcome: 'confirmed', status: status === 200 ? 200 : 400, ...words }), status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      ...headers,
    });
  const again = (message: string): Words => ({
    title: 'Your request was not sent',
    message: `${message} Please go back to the privacy page and send the form again.`,
  });
  const limited = async (key: string, rule: { limit: number; windowMs: number }) => {
    try {
      return await options.rateLimits.hit(key, now(), rule);
    } catch {
      // A flood guard that cannot count lets the request through, as the lead forms' does.
      return { allowed: true as const };
    }
  };

  app.post(
    PRIVACY_REQUEST_PATH,
    async (c, next) => {
      if (!originAllowed(c)) {
        return page(c, 403, again('Requests can only be sent from this site.'));
      }
      await next();
    },
    bodyLimit({ maxBytes: MAX_PRIVACY_FORM_BYTES, onTooLarge: (c) => page(c, 413, again('The form was too large.')) }),
    async (c) => {
      if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
        return page(c, 415, again('The form arrived in a format we cannot read.'));
      }
      // Strictly decoded: an address whose encoding is not UTF-8 would otherwise be kept with U+FFFD in it.
      const read = parseFormBody(await c.req.text(), z.record(z.string(), z.string()));
      if (!read.ok) return page(c, 400, again('The form held characters we cannot read.'));
      const form = new Map(Object.entries(read.data));
      const kind = form.get('request');
      if (kind !== 'access' && kind !== 'erasure')
        return page(c, 422, again('Please choose whether you want a copy of your data or its deletion.'));
      const email = emailSchema.safeParse(form.get('email') ?? '');
      if (!email.success) return page(c, 422, again('Please enter a valid email address.'));
      const sent = () => c.redirect(`${PRIVACY_REQUEST_PATH}/sent`, 303);
      // A filled honeypot gets the same answer as a person, so a bot learns nothing.
      if ((form.get('homepage') ?? '') !== '') return sent();
      const { clientKey } = clientAddressOf(c);
      // The connection's limit, then the address's: its own 3 requests a day, and the allowance
      // for mails of every kind the site's forms may cause it (signup confirmations too).
      const verdicts = [
        () => limited(`privacy|${clientKey}`, PRIVACY_CONNECTION_LIMIT),
        () => spendMailAllowance(options.rateLimits, email.data, 'privacy-request', now(), PRIVACY_ADDRESS_LIMIT),
      ];
      for (const verdict of verdicts) {
        const answer = await verdict();
        if (!answer.allowed) {
          const minutes = Math.max(1, Math.ceil(answer.retryAfterMs / 60_000));
          return page(
            c,
            429,
            again(`Several requests were sent already. Please wait ${minutes} minute${minutes === 1 ? '' : 's'}.`),
            {
              'Retry-After': String(retryAfterSeconds(answer.retryAfterMs)),
            },
          );
        }
      }
      try {
        await service.request(kind, email.data);
      } catch {
        return page(c, 503, again('We could not take the request just now.'), { 'Retry-After': '5' });
      }
      return sent();
    },
  );
  app.get(`${PRIVACY_REQUEST_PATH}/sent`, (c) => page(c, 200, SENT));
  app.all(PRIVACY_REQUEST_PATH, (c) => c.text('Method not allowed', 405, { Allow: 'POST' }));

  // The token is in these pages' URL: never send it on to another site. Not `no-referrer`, under
  // which the browser posts the button's form with `Origin: null`, which the origin check refuses.
  const linkHeaders = { 'Referrer-Policy': 'same-origin' };
  const refused = (c: Context, problem: 'expired' | 'invalid') =>
    problem === 'expired'
      ? page(
          c,
          410,
          {
            title: 'This link has expired',
            message: 'Links work for two days. Please send the request again from the privacy page.',
          },
          linkHeaders,
        )
      : page(
          c,
          400,
          {
            title: 'This link is not valid',
            message:
              'The link is incomplete or was changed. Please use the link in the email, or send the request again.',
          },
          linkHeaders,
        );

  // Opening the link confirms nothing: mail scanners fetch every link of a mail, and one would
  // otherwise confirm a stranger's erasure. A valid link shows a button that posts the token back.
  app.on(['GET', 'HEAD'], PRIVACY_CONFIRM_PATH, async (c) => {
    // A HEAD (link checkers, mail scanners) reads nothing.
    if (c.req.method === 'HEAD') return page(c, 200, CONFIRM, linkHeaders);
    const token = c.req.query('t');
    const verified = await verifyPrivacyRequestToken(token, now(), options.secrets);
    if (!verified.ok) return refused(c, verified.problem === 'expired' ? 'expired' : 'invalid');
    return c.body(
      renderPage({
        outcome: 'pending',
        status: 200,
        ...CONFIRM,
        form: { action: PRIVACY_CONFIRM_PATH, token: token ?? '', button: 'Confirm my request' },
      }),
      200,
      {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        ...linkHeaders,
      },
    );
  });

  app.post(
    PRIVACY_CONFIRM_PATH,
    async (c, next) => {
      if (!originAllowed(c)) {
        return c.text('Confirmations are accepted from this site only.', 403, { 'Cache-Control': 'no-store' });
      }
      await next();
    },
    bodyLimit({
      maxBytes: MAX_PRIVACY_FORM_BYTES,
      onTooLarge: (c) => c.text('The confirmation form was too large.', 413),
    }),
    async (c) => {
      if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
        return c.text('Send the confirmation form as application/x-www-form-urlencoded.', 415);
      }
      const token = new URLSearchParams(await c.req.text()).get('t');
      const verified = await verifyPrivacyRequestToken(token, now(), options.secrets);
      if (!verified.ok) return refused(c, verified.problem === 'expired' ? 'expired' : 'invalid');
      let outcome: Awaited<ReturnType<PrivacyService['confirm']>>;
      try {
        outcome = await service.confirm(verified.requestId);
      } catch {
        return page(
          c,
          503,
          {
            title: 'Please try again',
            message: 'We could not confirm your request just now. Please open the link again in a few minutes.',
          },
          { ...linkHeaders, 'Retry-After': '60' },
        );
      }
      if (outcome === 'unknown') {
        return page(
          c,
          410,
          {
            title: 'This request is closed',
            message:
              'This request was already answered or has expired. Please send a new one from the privacy page if you need to.',
          },
          linkHeaders,
        );
      }
      return page(
        c,
        200,
        {
          title: 'Request confirmed',
          message:
            outcome === 'confirmed'
              ? 'Thank you. Your request has reached us, and we will answer it within one month.'
              : 'This request was already confirmed. We will answer it within one month.',
        },
        linkHeaders,
      );
    },
  );
  app.all(PRIVACY_CONFIRM_PATH, (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD, POST' }));
  return app;
}
