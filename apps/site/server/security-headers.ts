import { BOOT_SCRIPT_CSP_SOURCE } from './boot-script';

/**
 * Headers every response carries. The policy allows no third-party script and
 * one inline script, the boot script, by its hash (JSON-LD is data, not script);
 * fonts and images are self-hosted, so nothing loads from another origin before
 * the visitor agrees to it (privacy law, and speed). Inline styles stay
 * allowed because prerendered markup carries a few style attributes.
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ analytics: false });

/**
 * Google's hosts for Google Analytics 4 (the tag, its collection endpoints and its pixel), allowed
 * only in a build that has analytics built in. The policy only permits them: the page requests
 * nothing from them before the visitor accepts analytics (decision 0018).
 */
export const GOOGLE_ANALYTICS_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/** The policy of a build, with Google's hosts only when `analytics` is built in. */
export function contentSecurityPolicy({ analytics }: { analytics: boolean }): string {
  const google = (kind: keyof typeof GOOGLE_ANALYTICS_SOURCES) =>
    analytics ? ` ${GOOGLE_ANALYTICS_SOURCES[kind].join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE}${google('script')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${google('img')}`,
    "font-src 'self'",
    `connect-src 'self'${google('connect')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * No `Cross-Origin-Opener-Policy`: the site holds no session or private state for another window
 * to reach, and the header makes every arrival from a page without it switch browsing context
 * group, a fresh renderer and JS context that cost 40–60 ms of main thread per page load
 * (decision 0008). `rel="noopener"` is the browsers' default for our outbound links.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders({ analytics: false });

/**
 * HSTS: browsers then reach the site only over HTTPS for a year, so nobody on the network can
 * strip TLS from a later visit (and read the owner's session cookie). Not `includeSubDomains` or
 * `preload`: those bind hosts this server does not run.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * {@link SECURITY_HEADERS} of a build, with analytics built in or not; with `hsts` (on when the
 * site's public URL is https, off for plain-HTTP development) also Strict-Transport-Security.
 */
export function securityHeaders({
  analytics,
  hsts = false,
}: {
  analytics: boolean;
  hsts?: boolean;
}): Readonly<Record<string, string>> {
  return {
    ...(hsts ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
    'Content-Security-Policy': contentSecurityPolicy({ analytics }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Headers that let the site's own pages frame a page: the owner's editor shows the real pages
 * beside its form. Given only to a request the browser itself marks as a same-origin frame
 * (`Sec-Fetch-*` cannot be set by a page's script); every other response keeps
 * `frame-ancestors 'none'`, and `'self'` still refuses any other site's frame.
 */
export function sameOriginFrameHeaders(request: Request, policy: string): Record<string, string> | undefined {
  if (request.headers.get('sec-fetch-dest') !== 'iframe' || request.headers.get('sec-fetch-site') !== 'same-origin')
    return undefined;
  return {
    'Content-Security-Policy': policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    'X-Frame-Options': 'SAMEORIGIN',
  };
}
