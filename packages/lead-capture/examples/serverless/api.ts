/**
 * `POST /api/leads` on a platform with Fetch-API handlers (`export default { fetch }`): store the
 * lead durably, answer 202. Delivery to Omnisend happens in the scheduled job (cron.ts), and, where
 * the platform can keep working after the answer (`waitUntil`), right away for the leads due.
 */
import { serverlessLeads } from './leads.js';

/** What the platform passes besides the request; `waitUntil` is optional. */
export interface PlatformContext {
  waitUntil?(work: Promise<unknown>): void;
}

export default {
  async fetch(request: Request, context: PlatformContext = {}): Promise<Response> {
    const leads = await serverlessLeads();
    // The confirmation link of a double opt-in signup lands here too: its page's button posts back here and queues the subscription.
    if (new URL(request.url).pathname === '/subscribe/confirm') return leads.confirmation(request);
    const response = await leads.handler(request);
    // A short drain after the answer: the visitor never waits for it, and the cron job catches
    // whatever it leaves (a cold function may be frozen before it ends).
    if (response.status === 202) context.waitUntil?.(leads.drain({ max: 4, deadlineMs: 5000 }).catch(() => undefined));
    return response;
  },
};
