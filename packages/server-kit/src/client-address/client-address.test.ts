import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, type ClientAddressVariables } from './client-address.js';

describe('clientAddress', () => {
  const app = new Hono<{ Variables: ClientAddressVariables }>();
  app.use('*', clientAddress({ trustProxy: 'loopback' }));
  app.get('/', (c) => c.json({ ip: c.get('clientIp') ?? null, key: c.get('clientKey') }));
  const ask = async (remoteAddress: string | undefined, forwarded?: string) =>
    (
      await app.request(
        '/',
        { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} },
        { incoming: { socket: { remoteAddress } } },
      )
    ).json();

  it('groups an IPv6 /64 and the IPv4-mapped form into one key', async () => {
    expect(await ask('2001:db8:a:b:1:2:3:4')).toEqual({ ip: '2001:db8:a:b:1:2:3:4', key: '2001:db8:a:b::/64' });
    expect(await ask('::ffff:192.0.2.1')).toEqual({ ip: '::ffff:192.0.2.1', key: '192.0.2.1' });
  });

  it('believes X-Forwarded-For only from the trusted proxy', async () => {
    expect(await ask('127.0.0.1', '198.51.100.7')).toEqual({ ip: '198.51.100.7', key: '198.51.100.7' });
    expect(await ask('203.0.113.5', '198.51.100.7')).toEqual({ ip: '203.0.113.5', key: '203.0.113.5' });
    expect(await ask(undefined)).toEqual({ ip: null, key: 'unknown' });
  });
});
