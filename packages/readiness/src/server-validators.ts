import type { Validator } from './types';

/**
 * Validators of the site server's own variables (see `server-env.ts`). Each one answers `true` or
 * says what is wrong in words that never repeat the value, since several of these are secrets.
 */

/** Passes for a whole number from `min` to `max`, digits only. */
export function wholeNumber(min: number, max: number = Number.MAX_SAFE_INTEGER): Validator {
  return (value) => {
    const text = value.trim();
    if (!/^\d{1,16}$/.test(text)) return `must be a whole number from ${min}`;
    const n = Number(text);
    if (n < min || n > max)
      return max === Number.MAX_SAFE_INTEGER ? `must be at least ${min}` : `must be from ${min} to ${max}`;
    return true;
  };
}

/** Passes for a host name or address to listen on: no spaces, no scheme, no path. */
export const hostName: Validator = (value) => {
  const text = value.trim();
  if (text === '' || /[\s/]/.test(text)) return 'must be a host name or IP address, without scheme or path';
  return true;
};

/** Whether `text` is an http(s) URL; what an origin check accepts, scheme and host kept. */
function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol, host } = new URL(text);
  return (protocol === 'https:' || protocol === 'http:') && host !== '';
}

/** Passes for one http(s) origin such as `https://rooted.example`. */
export const originUrl: Validator = (value) =>
  isHttpUrl(value.trim()) ? true : 'must be an origin: scheme and host, e.g. https://rooted.example';

/** Passes for origins separated by commas or spaces, each one {@link originUrl}. */
export const originList: Validator = (value) => {
  const entries = value.split(/[\s,]+/).filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isHttpUrl(entry)).length;
  if (bad === 0) return true;
  return `${bad} of ${entries.length} entries ${bad === 1 ? 'is not an origin' : 'are not origins'}; write scheme and host, e.g. https://rooted.example`;
};

/** Passes for `loopback`, `true`/`yes`, `false`/`no` or a whole number of proxy hops (any case). */
export const proxyTrust: Validator = (value) => {
  const text = value.trim().toLowerCase();
  if (['loopback', 'true', 'yes', 'false', 'no'].includes(text) || /^\d{1,3}$/.test(text)) return true;
  return 'must be loopback, true, false or a whole number of proxy hops';
};

/** Passes for an on/off word: `true`, `false`, `1`, `0`, `on`, `off`, `yes`, `no` (any case). */
export const onOff: Validator = (value) =>
  ['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'].includes(value.trim().toLowerCase())
    ? true
    : 'must be true or false (or on/off, yes/no, 1/0)';

/** Passes for a `postgres://` or `postgresql://` URL with a host. */
export const postgresUrl: Validator = (value) => {
  const text = value.trim();
  if (!/^postgres(ql)?:\/\//i.test(text)) return 'must start with postgres:// or postgresql://';
  if (!URL.canParse(text) || new URL(text).host === '')
    return 'must be a URL with a host, e.g. postgres://user:password@db.internal:5432/site';
  return true;
};

/** Passes for a PostgreSQL schema name we create tables in: lower-case letters, digits, underscores. */
export const schemaName: Validator = (value) =>
  /^[a-z_][a-z0-9_]{0,62}$/.test(value.trim())
    ? true
    : 'must be lower-case letters, digits and underscores (at most 63, not starting with a digit)';

/** Passes for an https URL, or plain http to this machine (where nothing can overhear it). */
export const secureUrl: Validator = (value) => {
  const text = value.trim();
  if (!isHttpUrl(text)) return 'must be an http(s) URL';
  const { protocol, hostname } = new URL(text);
  const loopback =
    hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || hostname.startsWith('127.');
  return protocol === 'https:' || loopback
    ? true
    : 'must use https:// (plain http only for localhost, 127.0.0.1 or [::1])';
};

/** Passes for a Sentry DSN: `https://<key>@<host>/<project id>`. */
export const sentryDsn: Validator = (value) => {
  const text = value.trim();
  if (!isHttpUrl(text)) return 'must be a DSN URL, e.g. https://<key>@<host>/<project id>';
  const url = new URL(text);
  const project = url.pathname
    .split('/')
    .filter((segment) => segment !== '')
    .pop();
  return url.username !== '' && project !== undefined && /^\d+$/.test(project)
    ? true
    : 'must name a key and a numeric project id, e.g. https://<key>@<host>/<project id>';
};

/** Passes for a proof-of-work prefix: one to six zeros. */
export const zeroPrefix: Validator = (value) => (/^0{1,6}$/.test(value.trim()) ? true : 'must be one to six zeros');

/** Passes for a file path: no NUL character, which no file system accepts. */
export const filePath: Validator = (value) => (value.includes('\0') ? 'must be a file path' : true);

/** Passes for any text of at most `n` characters. */
export function atMost(n: number): Validator {
  return (value) => (value.trim().length <= n ? true : `must be at most ${n} characters`);
}

/**
 * Passes for a nodemailer SMTP connection URL: `smtp://` (STARTTLS when the server offers it) or
 * `smtps://` (TLS from the first byte), with a host; user and password are optional. The message
 * never quotes the value: it holds the mail account's password.
 */
export const smtpUrl: Validator = (value) => {
  const text = value.trim();
  if (!/^smtps?:\/\//i.test(text))
    return 'must start with smtp:// or smtps://, e.g. smtp://user:password@mail.example:587';
  if (!URL.canParse(text) || new URL(text).hostname === '')
    return 'must be a URL with a host, e.g. smtp://user:password@mail.example:587';
  const { port } = new URL(text);
  if (port !== '' && (Number(port) < 1 || Number(port) > 65535)) return 'has a port outside 1 to 65535';
  return true;
};

/** Passes for one email address, optionally with a display name: `owner@rooted.example` or `Rooted <owner@rooted.example>`. */
export const mailAddress: Validator = (value) => {
  const text = value.trim();
  const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(text);
  const address = match?.[1] ?? match?.[2];
  const [local, domain, extra] = (address ?? '').split('@');
  const valid =
    text.length <= 320 &&
    local &&
    domain &&
    extra === undefined &&
    domain.includes('.') &&
    !domain.startsWith('.') &&
    !domain.endsWith('.');
  return valid ? true : 'must be an email address, e.g. Rooted <hello@rooted.example>';
};
