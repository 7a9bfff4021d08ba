import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { recordingBody, streamedPost } from '../test-support/recording-body.js';
import { originPolicy } from './origin-policy.js';

describe('originPolicy', () => {
  const app = new Hono();
  app.post('/own', originPolicy(), async (c) => c.text(await c.req.text()));
  app.post(
    '/listed',
    originPolicy({ allowedOrigins: ['https://rooted.example'], onRefused: (c) => c.html('<p>Refused</p>', 403) }),
    (c) => c.text('ok'),
  );

  it('lets a request from its own host, or without an Origin, through', async () => {
    expect(
      (
        await app.request('http://site.test/own', {
          method: 'POST',
          body: 'hi',
          headers: { origin: 'http://site.test' },
        })
      ).status,
    ).toBe(200);
    expect((await app.request('http://site.test/own', { method: 'POST', body: 'hi' })).status).toBe(200);
  });

  it('refuses another origin and `null` with 403 before the body is read', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const body = recordingBody([new Uint8Array(10)]);
      const response = await app.request(streamedPost('http://site.test/own', body.stream, { origin }));
      expect(response.status).toBe(403);
      expect(body.pulled()).toBe(false);
    }
  });

  it('takes only the listed origins when given a list, and answers with the route’s own refusal', async () => {
    expect(
      (await app.request('http://site.test/listed', { method: 'POST', headers: { origin: 'https://rooted.example' } }))
        .status,
    ).toBe(200);
    const refused = await app.request('http://site.test/listed', {
      method: 'POST',
      headers: { origin: 'http://site.test' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('<p>Refused</p>');
  });
});
