/**
 * `url` without its trailing slashes. A loop, not `/\/+$/`: that pattern is retried from every
 * slash of a long run of slashes followed by anything else, which is quadratic in the input.
 */
export function trimTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 0x2f) end -= 1;
  return url.slice(0, end);
}
