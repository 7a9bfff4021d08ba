/** Sends a body to a URL without waiting for an answer; true when the browser queued it. */
export type BeaconSender = (url: string, body: string) => boolean;

/**
 * `navigator.sendBeacon` with a string body: sent as `text/plain`, so no preflight, no cookies
 * needed, and the browser delivers it even while the page is being hidden or unloaded.
 */
export const sendBeacon: BeaconSender = (url, body) => {
  try {
    return (
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)
    );
  } catch {
    // A full beacon queue or a blocked URL: telemetry is never worth an error of its own.
    return false;
  }
};

/** The page's path, without query string or fragment (they may hold what a visitor typed). */
export function currentPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname;
}
