// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, loopbackSite, webhookHostAllowed, type ResolveHost } from './webhook-address';
import { guardedFetch, PrivateAddressError } from './webhook-agent';

/** Addresses of every refused class, IPv4 and IPv6, IPv4-mapped included. */
const REFUSED = [
  '127.0.0.1',
  '127.8.9.10',
  '::1', // loopback
  '10.1.2.3',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '100.64.0.1', // private, carrier-grade NAT
  '169.254.169.254',
  'fe80::1', // link-local (the cloud metadata service)
  'fd00::1',
  'fc00::abcd', // unique-local
  '0.0.0.0',
  '::', // unspecified
  '224.0.0.1',
  'ff02::1',
  '255.255.255.255', // multicast, broadcast
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254', // IPv4-mapped
];
const PUBLIC = ['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'];

/** A resolver that answers from a table: no name is ever looked up for real. */
const stub =
  (table: Record<string, string[]>): ResolveHost =>
  async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('where a webhook may go', () => {
  it('refuses loopback, private, link-local, unique-local, unspecified and multicast addresses, IPv4-mapped too', () => {
    for (const address of REFUSED) expect(isPublicAddress(address), address).toBe(false);
    for (const address of PUBLIC) expect(isPublicAddress(address), address).toBe(true);
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });

  it('refuses at set time a host whose name resolves into the network, or to any such address among public ones', async () => {
    const resolve = stub({
      'hooks.example': ['93.184.216.34'],
      'inside.example': ['10.0.0.5'],
      'mixed.example': ['93.184.216.34', '127.0.0.1'],
      'meta.example': ['169.254.169.254'],
    });
    expect(await webhookHostAllowed('https://hooks.example/T0/SECRET', { resolve })).toBe(true);
    for (const url of [
      'https://inside.example/',
      'https://mixed.example/',
      'https://meta.example/latest',
      'https://nowhere.example/',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/',
      'https://0.0.0.0:8080/',
      'http://127.0.0.1:4173/api',
      'https://[::ffff:7f00:1]/',
    ]) {
      expect(await webhookHostAllowed(url, { resolve }), url).toBe(false);
    }
    expect(await webhookHostAllowed('http://127.0.0.1:9999/hook', { resolve, allowLoopback: true })).toBe(true);
  });

  it('holds for any IPv4 address in a refused range (fast-check)', async () => {
    const octet = fc.integer({ min: 0, max: 255 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('10', '127', '169.254', '192.168', '0'),
        octet,
        octet,
        octet,
        async (prefix, a, b, c) => {
          const address = [...prefix.split('.'), a, b, c].slice(0, 4).join('.');
          expect(await webhookHostAllowed(`https://${address}/`, { resolve: stub({}) })).toBe(false);
          expect(
            await webhookHostAllowed('https://rebind.example/', { resolve: stub({ 'rebind.example': [address] }) }),
          ).toBe(false);
        },
      ),
    );
  });

  it('checks again as the connection opens: a name pointed inside after it was set is refused before any socket', async () => {
    const send = guardedFetch({
      resolve: stub({ 'rebind.example': ['127.0.0.1'], 'meta.example': ['169.254.169.254'] }),
    });
    for (const url of [
      'https://rebind.example/hook',
      'https://meta.example/latest',
      'https://10.0.0.1/hook',
      'https://[::1]/hook',
    ]) {
      const failure = await send(url, { method: 'POST', body: '{}' }).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(failure, url).toBeDefined();
      const cause = failure instanceof PrivateAddressError ? failure : (failure as Error & { cause?: unknown }).cause;
      expect(cause, url).toBeInstanceOf(PrivateAddressError);
    }
  });

  it('treats a site on this machine as development, where loopback webhooks are allowed', () => {
    expect(loopbackSite('http://127.0.0.1:4173')).toBe(true);
    expect(loopbackSite('http://localhost:5173')).toBe(true);
    expect(loopbackSite('http://[::1]:4173')).toBe(true);
    expect(loopbackSite('https://rooted.example')).toBe(false);
    expect(loopbackSite(undefined)).toBe(false);
  });
});
