import { assertSigningKeys, type SigningKeys } from '../bot-defence/signing.js';
import { checkOrigin, readLimitedText, resolveClientIp, type OriginPolicy, type TrustProxy } from '@rooted/server-kit';
import type { ConnectionInfo } from '../handler.js';
import type { LeadConsent } from '../lead.js';
import { consoleLogger, type LeadLogger } from '../logger.js';
import type { Outbox } from '../outbox.js';
import { CONFIRM_PATH, verifyConfirmationToken } from './confirmation-link.js';
import { confirmedJobId } from './confirmed-job.js';
import {
  confirmationPage,
  renderConfirmationPage,
  type ConfirmationOutcome,
  type ConfirmationPage,
} from './confirmation-page.js';
import type { ConsentStore } from './consent-store.js';

/** Options of {@link createConfirmationHandler}. */
export interface ConfirmationHandlerOptions {
  store: ConsentStore;
  /** The confirmed subscription is queued here, so it reaches Omnisend even through an outage. */
  outbox: Outbox;
  /** Signing secrets, current first (every one verifies). */
  secrets: readonly string[];
  now?: () => number;
  /** Origins the confirm button may post from besides the site's own host (as the lead handler's). */
  allowedOrigins?: OriginPolicy['allowedOrigins'];
  /** Read the click's IP from `X-Forwarded-For` (see {@link TrustProxy}). Default `'loopback'`. */
  trustProxy?: TrustProxy;
  /** Where the "sign up again" link points. Default `/`. */
  signUpUrl?: string;
  /** Turns the page content into HTML (the site's look). Default: a plain accessible page. */
  renderPage?: (page: ConfirmationPage) => string;
  /** Called after the confirmation was queued, e.g. `worker.kick`. */
  onStored?: (id: string) => void;
  /** @deprecated Ignored: the confirmed subscription's id is the signup's (see `confirmedJobId`). */
  newId?: () => string;
  logger?: LeadLogger;
}

/** `GET` and `POST /subscribe/confirm` as a fetch handler: answers an HTML page for every outcome. */
export type ConfirmationHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

/**
 * The largest confirm form the handler reads, in bytes: one token. A server that caps bodies
 * before its routes (a body-limit middleware) can use the same number, so a post declaring more
 * is refused before anything else is looked at.
 */
export const CONFIRMATION_FORM_MAX_BYTES = 2048;

/**
 * The page a confirmation link opens, and its button. Opening the link (`GET`) changes nothing:
 * mail scanners fetch every link in a mail, so a valid link for a pending signup only shows a
 * button, a plain form posting the token back (`POST`, from this site's own page: the origin is
 * checked as on the other public forms). The post queues the confirmed subscription (contact
 * `subscribed` with the consent record, then the welcome event) and says so; posting again says
 * it is already confirmed and queues nothing; an expired, changed or unknown link gets a page
 * that offers to sign up again.
 */
export function createConfirmationHandler(options: ConfirmationHandlerOptions): ConfirmationHandler {
  const keys = [...options.secrets];
  assertSigningKeys(keys);
  const ring: SigningKeys = keys;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;
  const render = options.renderPage ?? renderConfirmationPage;
  const signUpUrl = options.signUpUrl ?? '/';

  const page = (outcome: ConfirmationOutcome, head: boolean, token?: string) => {
    const content = confirmationPage(outcome, signUpUrl, token);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The token is in this page's URL: never send it on to another site. Not `no-referrer`,
      // under which the browser posts the button's form with `Origin: null`, which the check refuses.
      'Referrer-Policy': 'same-origin',
      'X-Robots-Tag': 'noindex',
    };
    if (outcome === 'unavailable') headers['Retry-After'] = '60';
    return new Response(head ? null : render(content), { status: content.status, headers });
  };

  type Found =
    | { outcome: ConfirmationOutcome }
    | { outcome: 'pending'; signup: NonNullable<Awaited<ReturnType<ConsentStore['get']>>> };
  async function look(token: string | null, at: number): Promise<Found> {
    const verified = await verifyConfirmationToken(token, at, ring);
    if (!verified.ok) return { outcome: verified.problem === 'expired' ? 'expired' : 'invalid' };
    const signup = await options.store.get(verified.signupId);
    // Signed by us but unknown: the signup was purged after its link expired, or another database.
    if (!signup) return { outcome: 'invalid' };
    if (signup.confirmedAt !== null) return { outcome: 'already-confirmed' };
    return { outcome: 'pending', signup };
  }

  async function confirm(
    request: Request,
    token: string | null,
    connection: ConnectionInfo | undefined,
  ): Promise<ConfirmationOutcome> {
    const at = now();
    const found = await look(token, at);
    if (!('signup' in found)) return found.outcome;
    const { signup } = found;
    const socketIp = connection?.remoteAddress ?? connection?.incoming?.socket?.remoteAddress;
    const ip = resolveClientIp(request.headers, socketIp, options.trustProxy);
    const userAgent = request.headers.get('user-agent')?.slice(0, 512);
    const consent: LeadConsent = {
      ...signup.consent,
      doubleOptIn: 'confirmed',
      confirmation: { at: new Date(at).toISOString(), ...(ip ? { ip } : {}), ...(userAgent ? { userAgent } : {}) },
    };
    // Queued first, under a key only this signup has: two clicks at once, or a crash before the
    // signup is marked, still queue one subscription.
    const stored = await options.outbox.add(
      {
        id: confirmedJobId(signup.id),
        data: signup.data,
        consent,
        createdAt: at,
        idempotencyKey: `confirm:${signup.id}`,
      },
      { idempotencySince: signup.requestedAt },
    );
    await options.store.markConfirmed(signup.id, at);
    if (!stored.replayed) {
      try {
        options.onStored?.(stored.id);
      } catch (error) {
        logger.warn('onStored callback failed', { error: String(error) });
      }
    }
    return 'confirmed';
  }

  const plain = (status: number, text: string) =>
    new Response(text, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });

  return async (request, connection) => {
    const url = new URL(request.url);
    if (url.pathname !== CONFIRM_PATH) return new Response('Not found', { status: 404 });
    // A HEAD (link checkers, some mail scanners) gets the page's headers and reads nothing.
    if (request.method === 'HEAD') return page('already-confirmed', true);
    if (request.method === 'GET') {
      const token = url.searchParams.get('t');
      try {
        const found = await look(token, now());
        return page(found.outcome, false, token ?? undefined);
      } catch (error) {
        logger.error('Could not look up a subscription', { error: String(error) });
        return page('unavailable', false);
      }
    }
    if (request.method !== 'POST') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD, POST' } });
    }
    const policy = options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {};
    if (!checkOrigin(request, policy).ok) return plain(403, 'Confirmations are accepted from this site only.');
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
      return plain(415, 'Send the confirmation form as application/x-www-form-urlencoded.');
    }
    const body = await readLimitedText(request, CONFIRMATION_FORM_MAX_BYTES);
    if (!body.ok) return plain(body.reason === 'too-large' ? 413 : 408, 'The confirmation form could not be read.');
    try {
      return page(await confirm(request, new URLSearchParams(body.text).get('t'), connection), false);
    } catch (error) {
      logger.error('Could not confirm a subscription', { error: String(error) });
      return page('unavailable', false);
    }
  };
}
