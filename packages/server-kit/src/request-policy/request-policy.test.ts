import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../client-address/client-address.js';
import { originPolicy } from '../origin/origin-policy.js';
import { originAllowed, requestPolicy, requestPolicyOf, type RequestPolicy } from './request-policy.js';

/** A server whose routes read the policy only from the context, mounted under `policy` when one is given. */
function server(policy?: Partial<RequestPolicy>) {
  const routes = new Hono();
  routes.get('/who', (c) => c.json({ ip: clientAddressOf(c).clientIp ?? null, trust: requestPolicyOf(c).trustProxy }));
  routes.post('/write', (c) => c.json({ allowed: originAllowed(c) }));
  routes.post('/guarded', originPolicy(), (c) => c.text('written'));
  const app = new Hono();
  if (policy) app.use('*', requestPolicy(policy));
  app.route('/', routes);
  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
  return {
    who: async (remote: string, forwarded: string) =>
      (await app.request('/who', { headers: { 'x-forwarded-for': forwarded } }, from(remote))).json(),
    write: async (origin: string, path = '/write') =>
      app.request(`http://site.test${path}`, { method: 'POST', headers: { origin } }, from('127.0.0.1')),
  };
}

describe('requestPolicy', () => {
  it('without a policy set, believes only a proxy on this machine', async () => {
    const app = server();
    expect(await app.who('127.0.0.1', '198.51.100.7')).toEqual({ ip: '198.51.100.7', trust: 'loopback' });
    expect(await app.who('203.0.113.5', '198.51.100.7')).toEqual({ ip: '203.0.113.5', trust: 'loopback' });
  });

  it('gives routes mounted below it the proxy trust set once', async () => {
    expect(await server({ trustProxy: false }).who('127.0.0.1', '198.51.100.7')).toEqual({
      ip: '127.0.0.1',
      trust: false,
    });
    expect(await server({ trustProxy: 1 }).who('203.0.113.5', '198.51.100.7')).toEqual({
      ip: '198.51.100.7',
      trust: 1,
    });
  });

  it('without allowed origins, lets only the request’s own host write', async () => {
    const app = server({ trustProxy: 'loopback' });
    expect(await (await app.write('http://site.test')).json()).toEqual({ allowed: true });
    expect(await (await app.write('https://rooted.example')).json()).toEqual({ allowed: false });
    expect((await app.write('https://rooted.example', '/guarded')).status).toBe(403);
  });

  it('with allowed origins, lets exactly those write, in the reader and in originPolicy alike', async () => {
    const app = server({ allowedOrigins: ['https://rooted.example'] });
    expect(await (await app.write('https://rooted.example')).json()).toEqual({ allowed: true });
    expect(await (await app.write('http://site.test')).json()).toEqual({ allowed: false });
    expect(await (await app.write('https://rooted.example', '/guarded')).text()).toBe('written');
    expect((await app.write('http://site.test', '/guarded')).status).toBe(403);
  });

  it('leaves a route’s own options first: the policy is their fallback', async () => {
    const routes = new Hono();
    routes.get('/who', (c) => c.json({ ip: clientAddressOf(c, false).clientIp ?? null }));
    routes.post('/own', originPolicy({ allowedOrigins: ['http://site.test'] }), (c) => c.text('written'));
    const app = new Hono().use('*', requestPolicy({ trustProxy: true, allowedOrigins: ['https://rooted.example'] }));
    app.route('/', routes);
    const from = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const who = await app.request('/who', { headers: { 'x-forwarded-for': '198.51.100.7' } }, from);
    expect(await who.json()).toEqual({ ip: '127.0.0.1' });
    const own = await app.request(
      'http://site.test/own',
      { method: 'POST', headers: { origin: 'http://site.test' } },
      from,
    );
    expect(own.status).toBe(200);
  });
});
