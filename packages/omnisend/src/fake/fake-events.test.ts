import { describe, expect, it } from 'vitest';
import { T0, api, contactBody, startFake } from '../test-support/harness';
import type { FakeEventDefinition } from './index';

const v5 = (extra: Record<string, unknown> = {}) => ({
  eventName: 'welcome_sequence',
  origin: 'api',
  contact: { email: 'jane@example.org' },
  properties: {},
  ...extra,
});
const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('POST /v5/events', () => {
  it('accepts a custom event with 202, creates the contact as nonSubscribed and records the flow', async () => {
    const fake = await startFake({ flows: ['welcome_sequence'] });
    const response = await api(fake, 'POST', '/v5/events', { body: v5({ properties: { plan: 'free' } }) });
    expect(response).toMatchObject({ status: 202, text: '' });
    expect(fake.events()).toStrictEqual([
      {
        brandId: 'brand-test-1',
        route: 'v5',
        receivedAt: new Date(T0).toISOString(),
        eventName: 'welcome_sequence',
        origin: 'api',
        contact: { email: 'jane@example.org' },
        properties: { plan: 'free' },
        automationTriggered: true,
      },
    ]);
    expect(fake.contacts()[0]).toMatchObject({ email: 'jane@example.org', status: 'nonSubscribed' });
    await api(fake, 'POST', '/v5/events', { body: v5({ eventName: 'no_flow_yet' }) });
    expect(fake.events()[1]?.automationTriggered).toBe(false);
  });

  it('never changes an existing contact’s status', async () => {
    const fake = await startFake();
    await api(fake, 'POST', '/v3/contacts', { body: contactBody('jane@example.org', 'subscribed') });
    await api(fake, 'POST', '/v5/events', { body: v5() });
    expect(fake.contacts()).toHaveLength(1);
    expect(fake.contacts()[0]?.status).toBe('subscribed');
  });

  it.each([
    [{ eventName: undefined }, 'eventName'],
    [{ origin: undefined }, 'origin'],
    [{ contact: {} }, 'contact'],
    [{ contact: { email: 'not-an-email' } }, 'contact.email'],
    [{ eventID: 'abc' }, 'eventID'],
    [{ eventTime: '2025-05-01 09:30' }, 'eventTime'],
    [{ properties: [] }, 'properties'],
  ])('validates %j', async (change, field) => {
    const fake = await startFake();
    const response = await api(fake, 'POST', '/v5/events', { body: v5(change) });
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { fields: object }).fields)).toContain(field);
    expect(fake.events()).toHaveLength(0);
  });

  it('a null property gives an HTML 502 by default, a 400 by switch', async () => {
    const fake = await startFake();
    const bad = await api(fake, 'POST', '/v5/events', { body: v5({ properties: { coupon: null } }) });
    expect(bad.status).toBe(502);
    expect(bad.headers.get('content-type')).toContain('text/html');
    fake.setSwitches({ nullEventField: 400 });
    expect(await api(fake, 'POST', '/v5/events', { body: v5({ properties: { a: { b: null } } }) })).toMatchObject({
      status: 400,
      body: { fields: { properties: ['must not be null'] } },
    });
    expect(fake.events()).toHaveLength(0);
  });

  it('drops a duplicate only for historical events with eventID and eventTime', async () => {
    const fake = await startFake();
    const old = v5({ eventID: UUID, eventTime: new Date(T0 - 2 * 3_600_000).toISOString() });
    const recent = v5({ eventID: UUID, eventTime: new Date(T0 - 60_000).toISOString() });
    for (const body of [old, old, recent, recent])
      expect((await api(fake, 'POST', '/v5/events', { body })).status).toBe(202);
    expect(fake.events()).toHaveLength(3);
    expect(fake.requests()[1]?.note).toBe('duplicate historical event dropped');
  });

  it('needs events.write', async () => {
    const fake = await startFake({ keys: [{ key: 'test-key-0001', brandId: 'b', permissions: ['contacts.write'] }] });
    expect((await api(fake, 'POST', '/v5/events', { body: v5() })).status).toBe(403);
  });
});

describe('v3 events', () => {
  const seeded: FakeEventDefinition[] = [
    {
      eventID: '5d5cf4d98653ed49cd7f1bd2',
      name: 'Welcome',
      systemName: 'welcome_sequence',
      enabled: true,
      fields: [
        { systemName: 'plan', type: 'string', required: true },
        { systemName: 'seats', type: 'int', required: false },
      ],
    },
  ];

  it('lists and reads seeded events', async () => {
    const fake = await startFake({ events: seeded });
    expect((await api(fake, 'GET', '/v3/events')).body).toStrictEqual({ events: seeded });
    expect((await api(fake, 'GET', `/v3/events/${seeded[0]!.eventID}`)).body).toStrictEqual(seeded[0]);
    expect((await api(fake, 'GET', '/v3/events/000000000000000000000000')).status).toBe(404);
  });

  it('POST /v3/events/{id}: 204, or 404/400 for an unknown id, no email, a missing field or a type clash', async () => {
    const fake = await startFake({ events: seeded });
    const path = `/v3/events/${seeded[0]!.eventID}`;
    expect(
      (await api(fake, 'POST', path, { body: { email: 'a@example.org', fields: { plan: 'pro', seats: 3 } } })).status,
    ).toBe(204);
    expect(
      (await api(fake, 'POST', '/v3/events/000000000000000000000000', { body: { email: 'a@example.org' } })).status,
    ).toBe(404);
    expect(await api(fake, 'POST', path, { body: { fields: { plan: 'pro' } } })).toMatchObject({
      status: 400,
      body: { fields: { email: ['email or phone is required'] } },
    });
    expect(await api(fake, 'POST', path, { body: { email: 'a@example.org', fields: {} } })).toMatchObject({
      status: 400,
      body: { fields: { 'fields.plan': ['is required'] } },
    });
    expect(
      await api(fake, 'POST', path, { body: { email: 'a@example.org', fields: { plan: 'pro', seats: 1.5 } } }),
    ).toMatchObject({ status: 400, body: { fields: { 'fields.seats': ['must be of type int'] } } });
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, i]));
    expect(
      (await api(fake, 'POST', path, { body: { email: 'a@example.org', fields: { plan: 'x', ...many } } })).status,
    ).toBe(400);
    expect(fake.events()).toMatchObject([
      {
        route: 'v3-by-id',
        eventName: 'welcome_sequence',
        automationTriggered: true,
        properties: { plan: 'pro', seats: 3 },
      },
    ]);
  });

  it('POST /v3/events creates an unknown event, inferring types (10 and 10.0 are int, 10.01 is float)', async () => {
    const fake = await startFake();
    const body =
      '{"systemName":"order_placed","email":"a@example.org","fields":{"count":10,"total":10.0,"rate":10.01,"ok":true,"when":"2025-05-01","at":"2025-05-01T09:30:00Z","site":"https://a.example","mail":"b@example.org","note":"hi"}}';
    expect((await api(fake, 'POST', '/v3/events', { body })).status).toBe(204);
    const [definition] = (
      (await api(fake, 'GET', '/v3/events', { key: 'test-key-0001' })).body as { events: FakeEventDefinition[] }
    ).events;
    expect(Object.fromEntries(definition!.fields.map((f) => [f.systemName, f.type]))).toStrictEqual({
      count: 'int',
      total: 'int',
      rate: 'float',
      ok: 'bool',
      when: 'date',
      at: 'dateTime',
      site: 'url',
      mail: 'email',
      note: 'string',
    });
    expect(
      (
        await api(fake, 'POST', '/v3/events', {
          body: { systemName: 'order_placed', email: 'a@example.org', fields: { count: 'ten' } },
        })
      ).status,
    ).toBe(400);
    expect((await api(fake, 'POST', '/v3/events', { body: { email: 'a@example.org' } })).status).toBe(400);
    expect(fake.events()).toHaveLength(1);
  });
});
