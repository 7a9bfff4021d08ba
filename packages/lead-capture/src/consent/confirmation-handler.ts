import { assertSigningKeys, type SigningKeys } from '../bot-defence/signing.js';
import { resolveClientIp, type TrustProxy } from '@rooted/server-kit';
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

/** `GET /subscribe/confirm?t=…` as a fetch handler: answers an HTML page for every outcome. */
export type ConfirmationHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

/**
 * The page a confirmation link opens. A valid, unexpired link for a pending signup queues the
 * confirmed subscription (contact `subscribed` with the consent record, then the welcome event)
 * and says so; opening it again says it is already confirmed and queues nothing; an expired,
 * changed or unknown link gets a page that offers to sign up again.
 */
export function createConfirmationHandler(options: ConfirmationHandlerOptions): ConfirmationHandler {
  const keys = [...options.secrets];
  assertSigningKeys(keys);
  const ring: SigningKeys = keys;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;
  const render = options.renderPage ?? renderConfirmationPage;
  const signUpUrl = options.signUpUrl ?? '/';

  const page = (outcome: ConfirmationOutcome, head: boolean) => {
    const content = confirmationPage(outcome, signUpUrl);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The token is in this page's URL: never send it on to another site.
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    };
    if (outcome === 'unavailable') headers['Retry-After'] = '60';
    return new Response(head ? null : render(content), { status: content.status, headers });
  };

  async function confirm(request: Request, connection: ConnectionInfo | undefined): Promise<ConfirmationOutcome> {
    const at = now();
    const verified = await verifyConfirmationToken(new URL(request.url).searchParams.get('t'), at, ring);
    if (!verified.ok) return verified.problem === 'expired' ? 'expired' : 'invalid';
    const signup = await options.store.get(verified.signupId);
    // Signed by us but unknown: the signup was purged after its link expired, or another database.
    if (!signup) return 'invalid';
    if (signup.confirmedAt !== null) return 'already-confirmed';
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

  return async (request, connection) => {
    const url = new URL(request.url);
    if (url.pathname !== CONFIRM_PATH) return new Response('Not found', { status: 404 });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    // A HEAD (link checkers, some mail scanners) shows what a GET would, and confirms nothing.
    if (request.method === 'HEAD') return page('already-confirmed', true);
    try {
      return page(await confirm(request, connection), false);
    } catch (error) {
      logger.error('Could not confirm a subscription', { error: String(error) });
      return page('unavailable', false);
    }
  };
}
