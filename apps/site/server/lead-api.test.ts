// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteApp } from './app';
import type { FormTokenGrant } from '@rooted/lead-capture';
import { solveFormChallenge } from '@rooted/lead-capture/solver';
import { loadServerConfig } from './config';
import { leadOptionsFromConfig } from './lead-api';
import { openSiteInstance } from './test-support/site-instance';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-leads-'));
  dirs.push(dir);
  return dir;
};

/** The lead API's options for `env`, as the server derives them from its configuration. */
function leadCaptureOptions(env: Record<string, string>, dataDir: string, cwd = '/nonexistent') {
  const config = loadServerConfig(env, { dataDir, cwd });
  if (config.database.kind !== 'sqlite') throw new Error('expected the SQLite files');
  return leadOptionsFromConfig(config, { dbPath: config.database.leadsPath });
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the lead API options from the server configuration', () => {
  it('uses the default outbox path and no key when nothing is set', () => {
    expect(leadCaptureOptions({}, '/srv/site/data')).toEqual({
      dbPath: '/srv/site/data/leads.db',
      omnisend: { apiKey: '' },
      trustProxy: 'loopback',
      doubleOptIn: true,
      publicUrl: 'http://127.0.0.1:4173',
      signUpUrl: '/#newsletter',
    });
  });

  it('passes key, base URL, admin token and proxy trust; resolves a relative LEADS_DB from the working directory', () => {
    const options = leadCaptureOptions(
      {
        LEADS_DB: 'tmp/leads.db',
        OMNISEND_API_KEY: ' key-1234567890 ',
        OMNISEND_API_URL: 'http://127.0.0.1:4010/v3',
        OPERATOR_TOKEN: 'secret',
        TRUST_PROXY: '1',
      },
      '/unused',
      '/srv/site',
    );
    expect(options).toMatchObject({
      dbPath: '/srv/site/tmp/leads.db',
      omnisend: { apiKey: 'key-1234567890', baseUrl: 'http://127.0.0.1:4010/v3' },
      trustProxy: 1,
      adminToken: 'secret',
    });
  });

  it('reads the signing secrets (current, then previous), double opt-in and the public URL', () => {
    const options = leadCaptureOptions(
      {
        LEADS_SIGNING_SECRET: 'new-secret-0123456789',
        LEADS_SIGNING_SECRET_PREVIOUS: 'old-secret-0123456789',
        LEADS_DOUBLE_OPT_IN: 'false',
        PUBLIC_URL: 'https://Rooted.example/',
      },
      '/unused',
    );
    expect(options).toMatchObject({
      signingSecrets: ['new-secret-0123456789', 'old-secret-0123456789'],
      doubleOptIn: false,
      publicUrl: 'https://rooted.example',
    });
  });
});

describe('the site app with the lead API', () => {
  it('accepts and keeps a lead without any Omnisend key, and guards the status route', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const instance = await openSiteInstance({ OPERATOR_TOKEN: 'admin-token' }, tempDir());
    const { leads } = instance;
    const app = createSiteApp({ files: new Map(), leads: leads.routes, confirmation: leads.confirmation });
    try {
      const grant = (await (await app.request('/api/leads/form-token?form=newsletter')).json()) as FormTokenGrant;
      const proof = await solveFormChallenge(grant.challenge!);
      // The form's minimum fill time counts from the token's issue on the server's clock.
      await new Promise((resolve) => setTimeout(resolve, grant.minFillMs));
      const lead = { kind: 'newsletter', email: 'Ada@Example.com', homepage: '', formToken: grant.token, proof };
      const accepted = await app.request('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead),
      });
      expect(accepted.status).toBe(202);
      expect(accepted.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await leads.outbox.counts()).toMatchObject({ pending: 1 });

      const invalid = await app.request('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...lead, email: 'not an email' }),
      });
      expect(invalid.status).toBe(400);
      // The token was used by the accepted lead: a second lead needs a new one.
      expect(await invalid.json()).toMatchObject({ code: 'form-token-used' });
      const withoutToken = await app.request('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'newsletter', email: 'ada@example.com', homepage: '' }),
      });
      expect(withoutToken.status).toBe(400);
      expect(await withoutToken.json()).toMatchObject({ code: 'form-token-missing' });

      const page = await app.request('/subscribe/confirm?t=nonsense');
      expect(page.status).toBe(400);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      // The page's button posts the token; another site cannot post it for the visitor.
      const crossSite = await app.request('/subscribe/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        body: 't=nonsense',
      });
      expect(crossSite.status).toBe(403);

      expect((await app.request('/api/leads/status')).status).toBe(401);
      const status = await app.request('/api/leads/status', { headers: { authorization: 'Bearer admin-token' } });
      expect(await status.json()).toMatchObject({ counts: { pending: 1, delivered: 0 } });
      await leads.worker.drain();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('Lead delivery is paused');
    } finally {
      await instance.close();
    }
  }, 30_000);
});
