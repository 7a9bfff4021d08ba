import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Addresses a webhook may reach: public unicast only. Loopback, private (10/8, 172.16/12,
 * 192.168/16, carrier-grade NAT), link-local (169.254/16 with the cloud metadata service,
 * fe80::/10), unique-local (fc00::/7), unspecified (0.0.0.0, ::), multicast, broadcast and the
 * reserved ranges are the site's own network or nobody's: an owner's session must not be a way to
 * reach them. An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string, options: { allowLoopback?: boolean } = {}): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === 'unicast') return true;
  return range === 'loopback' && options.allowLoopback === true;
}

/** Resolves a host name to every address it has (as `dns.lookup` with `all`). */
export type ResolveHost = (host: string) => Promise<LookupAddress[]>;

export const resolveHost: ResolveHost = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** What deciding where a webhook may go needs: the resolver, and whether this machine counts. */
export interface WebhookNetworkPolicy {
  resolve?: ResolveHost;
  /** True only when the site itself runs on a loopback PUBLIC_URL (development, the e2e specs). */
  allowLoopback?: boolean;
}

/** True when the server's public URL is on this machine: then webhooks may be too. */
export function loopbackSite(publicUrl: string | undefined): boolean {
  if (!publicUrl) return false;
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || (isIP(host) !== 0 && ipaddr.parse(host).range() === 'loopback');
}

/**
 * True when every address `url`'s host resolves to is one a webhook may reach. A name that does
 * not resolve is refused too: it can be pointed anywhere later, and is checked again at connect time.
 */
export async function webhookHostAllowed(url: string, policy: WebhookNetworkPolicy = {}): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses =
    isIP(host) !== 0
      ? [{ address: host, family: isIP(host) }]
      : await (policy.resolve ?? resolveHost)(host).catch(() => []);
  return (
    addresses.length > 0 &&
    addresses.every(({ address }) => isPublicAddress(address, { allowLoopback: policy.allowLoopback === true }))
  );
}
