import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  const app = new Hono();
  app.use('*', securityHeaders({ 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' }));
  app.get('/confirm', (c) => c.text('ok', 200, { 'Referrer-Policy': 'no-referrer' }));
  app.get('/page', (c) => c.text('ok'));

  it('adds every header to a response that lacks it', async () => {
    const response = await app.request('/page');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps the value a route narrowed, so the confirmation page stays no-referrer', async () => {
    const response = await app.request('/confirm');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
