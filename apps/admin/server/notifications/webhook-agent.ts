import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPublicAddress, resolveHost, type WebhookNetworkPolicy } from './webhook-address';

/** The refusal a connection to an address inside the site's network ends in. */
export class PrivateAddressError extends Error {
  constructor() {
    super('The webhook address resolves to an address inside the site’s network.');
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `fetch` whose connections check, at connect time, the addresses the host resolves to (a name
 * checked when the owner set it can be pointed at 127.0.0.1 a minute later): the socket is opened
 * only to a public address, the one checked, so no second lookup can differ.
 */
export function guardedFetch(policy: WebhookNetworkPolicy = {}): typeof fetch {
  const resolve = policy.resolve ?? resolveHost;
  const lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname)
      .then((addresses) => {
        const allowed = addresses.filter(({ address }) =>
          isPublicAddress(address, { allowLoopback: policy.allowLoopback === true }),
        );
        // Every address must pass, as at set time: one private answer among public ones is a trick.
        if (allowed.length === 0 || allowed.length !== addresses.length)
          return callback(new PrivateAddressError(), '', 0);
        if (options.all) return callback(null, allowed);
        return callback(null, allowed[0]!.address, allowed[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
  const agent = new Agent({ connect: { lookup: lookup as never } });
  return ((input: string | URL, init?: RequestInit) => {
    // An IP literal skips name lookup in the socket: check it here.
    const host = new URL(String(input)).hostname.replace(/^\[|\]$/g, '');
    if (ipLiteral(host) && !isPublicAddress(host, { allowLoopback: policy.allowLoopback === true }))
      return Promise.reject(new PrivateAddressError());
    return undiciFetch(input, { ...(init as object), dispatcher: agent } as never);
  }) as unknown as typeof fetch;
}

const ipLiteral = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');
