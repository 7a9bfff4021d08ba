// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteApp } from './app';
import { createLeadApi, leadCaptureOptions, parseAllowedOrigins, parseTrustProxy } from './lead-api';

const dirs: string[] = [];
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-leads-'));
  dirs.push(dir);
  return join(dir, 'leads.db');
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('parseTrustProxy', () => {
  it('trusts a loopback proxy when unset, reads 1/true as one hop, numbers as hops, anything else as none', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy(' Loopback ')).toBe('loopback');
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('maybe')).toBe(false);
  });
});

describe('parseAllowedOrigins', () => {
  it('reads a comma- or space-separated list of origins in canonical form', () => {
    expect(parseAllowedOrigins(undefined)).toBeUndefined();
    expect(parseAllowedOrigins(' ')).toBeUndefined();
    expect(parseAllowedOrigins('https://Rooted.example/, https://www.rooted.example:443 http://localhost:4173')).toEqual([
      'https://rooted.example',
      'https://www.rooted.example',
      'http://localhost:4173',
    ]);
  });

  it('names an entry that is not an origin and how to write one', () => {
    expect(() => parseAllowedOrigins('rooted.example')).toThrow('ALLOWED_ORIGINS: "rooted.example" is not an origin; write scheme and host, e.g. https://rooted.example');
  });
});

describe('leadCaptureOptions', () => {
  it('uses the default outbox path and no key when nothing is set', () => {
    expect(leadCaptureOptions({}, '/srv/site/data/leads.db')).toEqual({
      dbPath: '/srv/site/data/leads.db',
      omnisend: { apiKey: '' },
      trustProxy: 'loopback',
    });
  });

  it('passes key, base URL, admin token and proxy trust; resolves a relative LEADS_DB from the working directory', () => {
    const options = leadCaptureOptions(
      { LEADS_DB: 'tmp/leads.db', OMNISEND_API_KEY: ' key-123 ', OMNISEND_API_URL: 'http://127.0.0.1:4010/v3', LEADS_ADMIN_TOKEN: 'secret', TRUST_PROXY: '1' },
      '/unused',
      '/srv/site',
    );
    expect(options).toEqual({
      dbPath: '/srv/site/tmp/leads.db',
      omnisend: { apiKey: 'key-123', baseUrl: 'http://127.0.0.1:4010/v3' },
      trustProxy: 1,
      adminToken: 'secret',
    });
  });
});

describe('the site app with the lead API', () => {
  it('accepts and keeps a lead without any Omnisend key, and guards the status route', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const leads = createLeadApi({ LEADS_DB: tempDb(), LEADS_ADMIN_TOKEN: 'admin-token' }, '/unused');
    const app = createSiteApp({ files: new Map(), api: leads.handler });
    try {
      const lead = { kind: 'newsletter', email: 'Ada@Example.com', homepage: '', startedAt: Date.now() - 10_000 };
      const accepted = await app.request('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
      expect(accepted.status).toBe(202);
      expect(accepted.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await leads.outbox.counts()).toMatchObject({ pending: 1 });

      const invalid = await app.request('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...lead, email: 'not an email' }),
      });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({ fields: { email: ['Invalid email address format'] } });

      expect((await app.request('/api/leads/status')).status).toBe(401);
      const status = await app.request('/api/leads/status', { headers: { authorization: 'Bearer admin-token' } });
      expect(await status.json()).toMatchObject({ counts: { pending: 1, delivered: 0 } });
      await leads.worker.drain();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('Lead delivery is paused');
    } finally {
      await leads.close();
    }
  });
});
