/**
 * The browser family and major version of a `User-Agent` header ("Chrome 131", "Firefox 133",
 * "Safari 18", "Edge 131", "Samsung Internet 27"), or "Other". Nothing finer is kept: the full
 * header, with its platform and build numbers, helps fingerprint a visitor.
 */
export function browserFamily(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const pick = (name: string, token: string): string | null => {
    const at = ua.indexOf(token);
    if (at === -1) return null;
    const major = /^\d{1,4}/.exec(ua.slice(at + token.length));
    return major ? `${name} ${major[0]}` : name;
  };
  return (
    pick('Edge', 'Edg/') ??
    pick('Opera', 'OPR/') ??
    pick('Samsung Internet', 'SamsungBrowser/') ??
    pick('Firefox', 'Firefox/') ??
    pick('Firefox', 'FxiOS/') ??
    pick('Chrome', 'CriOS/') ??
    pick('Chrome', 'HeadlessChrome/') ??
    pick('Chrome', 'Chrome/') ??
    (ua.includes('Safari/') ? pick('Safari', 'Version/') : null) ??
    'Other'
  );
}
