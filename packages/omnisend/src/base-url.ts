/** Host names that never leave the machine, where plain http cannot be overheard. */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || hostname.startsWith('127.')
  );
}

/**
 * Checks an Omnisend base URL: it must parse, and it must be https unless it points at this
 * machine (the fake server in tests and local runs), because the API key travels in a header
 * with every request. Throws a TypeError that names the setting and the fix.
 */
export function assertSecureBaseUrl(url: string, option: 'baseUrl' | 'eventsBaseUrl'): void {
  if (!URL.canParse(url)) {
    throw new TypeError(
      `createOmnisendClient: ${option} "${url}" is not a URL; set OMNISEND_API_URL to e.g. https://api.omnisend.com/v3.`,
    );
  }
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:' || (protocol === 'http:' && isLoopbackHost(hostname))) return;
  throw new TypeError(
    `createOmnisendClient: ${option} must use https:// (plain http is allowed only for localhost, 127.0.0.1 or [::1]); ` +
      `the API key would otherwise cross the network readable. Set OMNISEND_API_URL to an https:// URL, e.g. https://api.omnisend.com/v3.`,
  );
}
