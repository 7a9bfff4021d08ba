/**
 * Which pages may post leads. `allowedOrigins` lists them exactly (`https://rooted.example`);
 * without a list, a browser request is accepted when its `Origin` names the host it was sent to
 * (the `Host` header), which is the site's own origin however it is deployed.
 */
export interface OriginPolicy {
  allowedOrigins?: readonly string[];
}

/** Result of {@link checkOrigin}. */
export type OriginVerdict = { ok: true } | { ok: false; reason: 'cross-origin' | 'opaque-origin' };

/**
 * Checks a state-changing request's `Origin`. Browsers send it on every cross-origin POST (and
 * on same-origin ones), so a page elsewhere cannot post a lead in a visitor's name. A request
 * without the header is not a browser's cross-site request (curl, a server-side integration)
 * and passes: refusing it would stop no attacker, who can set any header outside a browser.
 * `Origin: null` (sandboxed frames, `file:`, privacy redirects) is refused.
 */
export function checkOrigin(request: Request, policy: OriginPolicy = {}): OriginVerdict {
  const origin = request.headers.get('origin');
  if (origin === null) return { ok: true };
  const normalized = normalizeOrigin(origin);
  if (normalized === null) return { ok: false, reason: 'opaque-origin' };
  if (policy.allowedOrigins && policy.allowedOrigins.length > 0) {
    return policy.allowedOrigins.some((allowed) => normalizeOrigin(allowed) === normalized)
      ? { ok: true }
      : { ok: false, reason: 'cross-origin' };
  }
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return new URL(normalized).host === host.toLowerCase() ? { ok: true } : { ok: false, reason: 'cross-origin' };
}

/** `scheme://host[:port]` in canonical form, or null for `null` and anything that is not an http(s) origin. */
export function normalizeOrigin(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin;
}
