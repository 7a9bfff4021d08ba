import { BOOT_SCRIPT_CSP_SOURCE } from './boot-script';

/**
 * Headers every response carries. The policy allows no third-party script and
 * one inline script, the boot script, by its hash (JSON-LD is data, not script);
 * fonts and images are self-hosted, so nothing loads from another origin before
 * the visitor agrees to it (privacy law, and speed). Inline styles stay
 * allowed because prerendered markup carries a few style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * No `Cross-Origin-Opener-Policy`: the site holds no session or private state for another window
 * to reach, and the header makes every arrival from a page without it switch browsing context
 * group, a fresh renderer and JS context that cost 40–60 ms of main thread per page load
 * (decision 0008). `rel="noopener"` is the browsers' default for our outbound links.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
};
