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
  const parsed = parsedOrigin(origin);
  if (parsed === null) return { ok: false, reason: 'opaque-origin' };
  if (policy.allowedOrigins && policy.allowedOrigins.length > 0) {
    return allowedSet(policy.allowedOrigins).has(parsed.origin) ? { ok: true } : { ok: false, reason: 'cross-origin' };
  }
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return parsed.host === host.toLowerCase() ? { ok: true } : { ok: false, reason: 'cross-origin' };
}

/** `scheme://host[:port]` in canonical form, or null for `null` and anything that is not an http(s) origin. */
export function normalizeOrigin(text: string): string | null {
  return parsedOrigin(text)?.origin ?? null;
}

// This runs on every lead, and a site sees a handful of origins: each is parsed once. The memo is
// bounded (cleared when full), so a client sending endless made-up origins costs only the parse.
const MEMO_LIMIT = 256;
const memo = new Map<string, { origin: string; host: string } | null>();

function parsedOrigin(text: string): { origin: string; host: string } | null {
  let parsed = memo.get(text);
  if (parsed !== undefined) return parsed;
  parsed = null;
  if (URL.canParse(text)) {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') parsed = { origin: url.origin, host: url.host };
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(text, parsed);
  return parsed;
}

const allowedSets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The allowed origins in canonical form, worked out once per list. */
function allowedSet(list: readonly string[]): ReadonlySet<string> {
  let set = allowedSets.get(list);
  if (!set) {
    set = new Set(list.map(normalizeOrigin).filter((origin): origin is string => origin !== null));
    allowedSets.set(list, set);
  }
  return set;
}
