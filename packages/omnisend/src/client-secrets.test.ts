import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { connect, rejectionOf, startFake } from './test-support/harness';
import { buildNewsletterContact } from './index';

const SECRET = 'sk-live-5ecr3t-API-key-0f-the-brand-7788';
const KEYS = [
  { key: SECRET, brandId: 'brand-secret', permissions: ['contacts.read', 'contacts.write', 'events.write'] as const },
];

/** Every way the key could leak out of an error. */
function errorSurfaces(error: unknown): string[] {
  const record = error as Record<string, unknown>;
  return [
    String(error),
    (error as Error).message,
    (error as Error).stack ?? '',
    JSON.stringify(error),
    JSON.stringify(Object.entries(record)),
    inspect(error, { depth: 10, showHidden: true }),
    ...Object.keys(record).map((key) => inspect(record[key], { depth: 10 })),
  ];
}

describe('the API key never leaks', () => {
  it('not in errors, log lines or hook payloads, whatever goes wrong', async () => {
    const fake = await startFake({ keys: [...KEYS].map((k) => ({ ...k, permissions: [...k.permissions] })) });
    const wrong = `${SECRET}-wrong`;
    const surfaces: string[] = [];
    const run = async (
      apiKey: string,
      setup: () => void,
      call: (c: ReturnType<typeof connect>['client']) => Promise<unknown>,
      options = {},
    ) => {
      setup();
      const harness = connect(fake, { apiKey, ...options });
      const error = await rejectionOf(call(harness.client));
      surfaces.push(...errorSurfaces(error));
      surfaces.push(JSON.stringify(harness.logs), JSON.stringify(harness.requests), JSON.stringify(harness.responses));
      surfaces.push(
        inspect(harness.requests, { depth: 10 }),
        inspect(harness.responses, { depth: 10 }),
        JSON.stringify(harness.client),
      );
      return harness;
    };
    const upsert = (c: ReturnType<typeof connect>['client']) =>
      c.upsertContact(buildNewsletterContact({ email: 'jane@example.org' }));
    const event = (c: ReturnType<typeof connect>['client']) =>
      c.triggerAutomation('jane@example.org', 'welcome_sequence');

    // An answer that echoes the key back, in the message, the fields and the raw body.
    const echoed = await run(
      SECRET,
      () => fake.fault({ status: 400, body: { error: `bad key ${SECRET}`, fields: { key: [SECRET] } }, times: 1 }),
      upsert,
    );
    expect(echoed.requests[0]?.headers['X-API-KEY']).toBe('***');
    await run(wrong, () => undefined, upsert); // 401
    await run(SECRET, () => fake.fault({ status: 500, body: { detail: SECRET }, times: 3 }), upsert); // retried, logged
    await run(SECRET, () => fake.fault({ preset: 'html502', times: 3 }), event);
    await run(SECRET, () => fake.fault({ drop: 'before', times: 3 }), upsert);
    await run(SECRET, () => fake.fault({ delayMs: 200, times: 3 }), upsert, { timeoutMs: 20 });
    await run(
      SECRET,
      () => undefined,
      (c) => c.upsertContact({ email: 'not an email', marketingConsent: true }),
    );
    const tc = connect(fake, { apiKey: wrong });
    surfaces.push(
      JSON.stringify(await tc.client.testConnection()),
      JSON.stringify(tc.logs),
      JSON.stringify(tc.requests),
    );

    expect(surfaces.length).toBeGreaterThan(50);
    for (const surface of surfaces) expect(surface).not.toContain(SECRET);
    // and the fake's own request log shows only the last four characters
    expect(JSON.stringify(fake.requests())).not.toContain(SECRET);
    expect(fake.requests()[0]?.headers['x-api-key']).toBe('***7788');
  });

  it('log lines carry no full email address', async () => {
    const fake = await startFake();
    fake.fault({ status: 503, times: 2 });
    const { client, logs } = connect(fake);
    await client.upsertContact(buildNewsletterContact({ email: 'jane@example.org' }));
    expect(logs.some((line) => line.level === 'warn')).toBe(true);
    expect(JSON.stringify(logs)).not.toContain('jane@example.org');
  });
});
