import { describe, expect, it } from 'vitest';
import { T0, api, contactBody, startFake } from '../test-support/harness';
import { HTML_502_BODY } from './index';

const admin = (fake: { url: string }, method: string, path: string, body?: unknown) =>
  api(fake, method, `/_admin${path}`, { key: null, ...(body === undefined ? {} : { body }) });

describe('/_admin routes', () => {
  it('faults: the next n matching requests get the response; others pass', async () => {
    const fake = await startFake();
    expect(
      (
        await admin(fake, 'POST', '/faults', {
          match: { method: 'GET', path: '/v3/contacts' },
          times: 2,
          status: 503,
          body: { error: 'down' },
        })
      ).status,
    ).toBe(201);
    expect((await api(fake, 'POST', '/v3/contacts', { body: contactBody('a@example.org') })).status).toBe(200);
    expect(await api(fake, 'GET', '/v3/contacts')).toMatchObject({ status: 503, body: { error: 'down' } });
    expect((await api(fake, 'GET', '/v3/contacts')).status).toBe(503);
    expect((await api(fake, 'GET', '/v3/contacts')).status).toBe(200);
  });

  it('faults: html502 preset, custom headers and content type, prefix match', async () => {
    const fake = await startFake();
    await admin(fake, 'POST', '/faults', [
      { match: { path: '/v3/*' }, preset: 'html502' },
      { status: 429, headers: { 'Retry-After': '5' }, body: 'slow', contentType: 'text/plain' },
    ]);
    const gateway = await api(fake, 'GET', '/v3/contacts');
    expect(gateway).toMatchObject({ status: 502, text: HTML_502_BODY });
    expect(gateway.headers.get('content-type')).toBe('text/html');
    const limited = await api(fake, 'GET', '/v3/contacts');
    expect(limited).toMatchObject({ status: 429, text: 'slow' });
    expect(limited.headers.get('retry-after')).toBe('5');
  });

  it('faults: drop before stores nothing; drop after stores, then cuts the connection', async () => {
    const fake = await startFake();
    await admin(fake, 'POST', '/faults', { drop: 'before' });
    await expect(api(fake, 'POST', '/v3/contacts', { body: contactBody('a@example.org') })).rejects.toThrow();
    expect(fake.contacts()).toHaveLength(0);
    await admin(fake, 'POST', '/faults', { drop: 'after' });
    await expect(api(fake, 'POST', '/v3/contacts', { body: contactBody('a@example.org') })).rejects.toThrow();
    expect(fake.contacts()).toHaveLength(1);
    expect(fake.requests().map((r) => [r.fault, r.status])).toStrictEqual([
      ['drop:before', null],
      ['drop:after', 200],
    ]);
  });

  it('faults and global latency delay requests (real ms)', async () => {
    const fake = await startFake();
    await admin(fake, 'POST', '/faults', { delayMs: 150 });
    let started = Date.now();
    await api(fake, 'GET', '/v3/contacts');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await admin(fake, 'POST', '/latency', { latencyMs: 100 });
    started = Date.now();
    await api(fake, 'GET', '/v3/contacts');
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect((await admin(fake, 'POST', '/latency', { latencyMs: -1 })).status).toBe(400);
  });

  it('rejects an invalid fault with a reason', async () => {
    const fake = await startFake();
    expect(await admin(fake, 'POST', '/faults', { preset: 'html503' })).toMatchObject({
      status: 400,
      body: { error: 'fault: preset must be "html502"' },
    });
    expect((await admin(fake, 'POST', '/faults', { times: 2 })).status).toBe(400);
    expect(() => fake.fault({ drop: 'sideways' as 'before' })).toThrow(TypeError);
  });

  it('requests log: time, method, path, query, masked key, parsed body, status and fault', async () => {
    const fake = await startFake();
    fake.fault({ status: 500, match: { method: 'GET' } });
    await api(fake, 'GET', '/v3/contacts?limit=5&tag=a&tag=b');
    await api(fake, 'POST', '/v3/contacts', { body: contactBody('a@example.org') });
    await api(fake, 'GET', '/v3/contacts', { key: 'someone-elses-real-key' });
    const log = (await admin(fake, 'GET', '/requests')).body as Record<string, unknown>[];
    expect(log[0]).toMatchObject({
      time: new Date(T0).toISOString(),
      method: 'GET',
      path: '/v3/contacts',
      query: { limit: '5', tag: ['a', 'b'] },
      status: 500,
      fault: 'status:500',
    });
    expect(log[0]?.headers).toMatchObject({ 'x-api-key': '***0001' });
    expect(log[1]).toMatchObject({ method: 'POST', body: contactBody('a@example.org'), status: 200, fault: null });
    expect(log[2]).toMatchObject({ status: 401, headers: { 'x-api-key': '***' } });
  });

  it('contacts, events, clock, switches and reset', async () => {
    const fake = await startFake({ switches: { tagMerge: 'additive' } });
    await api(fake, 'POST', '/v3/contacts', { body: contactBody('a@example.org') });
    await api(fake, 'POST', '/v5/events', {
      body: { eventName: 'welcome_sequence', origin: 'api', contact: { email: 'a@example.org' } },
    });
    expect((await admin(fake, 'GET', '/contacts')).body).toMatchObject([
      { email: 'a@example.org', meta: { brandId: 'brand-test-1' } },
    ]);
    expect((await admin(fake, 'GET', '/events')).body).toMatchObject([
      { eventName: 'welcome_sequence', automationTriggered: true },
    ]);
    expect((await admin(fake, 'POST', '/clock', { advanceMs: 1000 })).body).toStrictEqual({
      now: new Date(T0 + 1000).toISOString(),
    });
    expect((await admin(fake, 'POST', '/clock', { now: '2030-01-01T00:00:00.000Z' })).body).toStrictEqual({
      now: '2030-01-01T00:00:00.000Z',
    });
    expect((await admin(fake, 'POST', '/switches', { emailMatch: 'caseInsensitive' })).body).toMatchObject({
      emailMatch: 'caseInsensitive',
      tagMerge: 'additive',
    });
    expect((await admin(fake, 'POST', '/switches', { nope: 1 })).status).toBe(400);
    fake.fault({ status: 500 });
    expect((await admin(fake, 'POST', '/reset')).status).toBe(200);
    expect(fake.contacts()).toStrictEqual([]);
    expect(fake.events()).toStrictEqual([]);
    expect(fake.requests()).toStrictEqual([]);
    expect(fake.switches()).toMatchObject({ emailMatch: 'exact', tagMerge: 'additive' });
    expect((await api(fake, 'POST', '/v3/contacts', { body: contactBody('b@example.org') })).body).toMatchObject({
      contactID: '000000000000000000000001',
    });
    expect((await admin(fake, 'GET', '/nothing')).status).toBe(404);
  });

  it('a running clock moves with real time; a function clock is used as given', async () => {
    const running = await startFake({ clock: undefined });
    const before = running.now();
    running.setClock({ advanceMs: 60_000 });
    expect(running.now() - before).toBeGreaterThanOrEqual(60_000);
    let t = 5;
    const driven = await startFake({ clock: () => t });
    t = 42;
    expect(driven.now()).toBe(42);
  });

  it('unknown API paths are 404', async () => {
    const fake = await startFake();
    expect((await api(fake, 'GET', '/v3/nothing')).status).toBe(404);
    expect((await api(fake, 'GET', '/elsewhere')).status).toBe(404);
  });
});
