import type { Context, MiddlewareHandler } from 'hono';
import { requestPolicyOf } from '../request-policy/request-policy.js';
import { checkOrigin, type OriginPolicy, type OriginVerdict } from './check-origin.js';

/** Options of {@link originPolicy}: the allowed origins and, optionally, the refusal's response. */
export interface OriginPolicyOptions extends OriginPolicy {
  /** The answer to a refused request. Default: 403 JSON `{ error, code }`. */
  onRefused?: (c: Context, verdict: Extract<OriginVerdict, { ok: false }>) => Response | Promise<Response>;
}

/**
 * Refuses a state-changing request whose `Origin` is not allowed (see {@link checkOrigin}) with
 * 403, before the body is read. Requests without an `Origin` (not a browser's cross-site
 * request) pass. Without `allowedOrigins` of its own it follows the request's policy
 * (`requestPolicy`), else the request's own host.
 */
export function originPolicy(options: OriginPolicyOptions = {}): MiddlewareHandler {
  const own: OriginPolicy | undefined =
    options.allowedOrigins && options.allowedOrigins.length > 0
      ? { allowedOrigins: options.allowedOrigins }
      : undefined;
  return async (c, next) => {
    const { allowedOrigins } = requestPolicyOf(c);
    const verdict = checkOrigin(c.req.raw, own ?? (allowedOrigins ? { allowedOrigins } : {}));
    if (!verdict.ok) {
      return options.onRefused
        ? options.onRefused(c, verdict)
        : c.json({ error: 'Cross-origin request refused (Origin not allowed)', code: verdict.reason }, 403);
    }
    await next();
  };
}
