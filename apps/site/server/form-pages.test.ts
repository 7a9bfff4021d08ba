// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FORM_TEXT } from '@rooted/ui/contact-form';
import { JOIN_FORM_TEXT } from '@rooted/ui/join-form';
import { NEWSLETTER_FORM_TEXT } from '@rooted/ui/newsletter-form';
import { createSiteApp } from './app';
import { createFormPageRenderer } from './form-pages';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import type { StaticFile } from './static-files';
import { openSiteInstance } from './test-support/site-instance';

const ORIGIN = 'http://rooted.example';
const html = (text: string): StaticFile => ({
  body: new TextEncoder().encode(text),
  type: 'text/html; charset=utf-8',
  etag: '"x"',
});
const files = new Map([
  [
    '/404.html',
    html('<!doctype html><html><head><link rel="stylesheet" href="/assets/app-Ab12.css"></head><body></body></html>'),
  ],
]);

let dir: string;
let site: Awaited<ReturnType<typeof openSiteInstance>>;
let leads: typeof site.leads;
let app: ReturnType<typeof createSiteApp>;

beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  dir = mkdtempSync(join(tmpdir(), 'site-form-pages-'));
  site = await openSiteInstance({ PUBLIC_URL: ORIGIN }, dir, { renderFormPage: createFormPageRenderer(files) });
  leads = site.leads;
  app = createSiteApp({ files, leads: leads.routes });
});

afterEach(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const post = (kind: string, fields: Record<string, string>) =>
  app.fetch(
    new Request(`${ORIGIN}/api/leads/form/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, referer: `${ORIGIN}/` },
      body: new URLSearchParams(fields).toString(),
    }),
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  );
const get = (path: string) => app.fetch(new Request(`${ORIGIN}${path}`));

describe('forms posted without JavaScript, on the site server', () => {
  it('stores a contact form and shows the toast’s words on the page it redirects to, in the site’s look and CSP', async () => {
    const response = await post('contact', {
      name: 'Jane',
      email: 'jane@example.org',
      subject: 'general',
      message: 'Hi',
      homepage: '',
    });
    expect(response.status).toBe(303);
    const page = await get(response.headers.get('location') as string);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("form-action 'self'");
    const text = await page.text();
    expect(text).toContain(`>${CONTACT_FORM_TEXT.successToast.title}</h1>`);
    expect(text).toContain(CONTACT_FORM_TEXT.successToast.description.replace("'", '&#39;'));
    expect(text).toContain('href="/assets/app-Ab12.css"');
    expect(text).not.toMatch(/<script/i);
    const counts = await leads.outbox.counts();
    expect(counts.pending + counts.delivering).toBe(1);
  });

  it('asks a newsletter signup to confirm from the email, as the toast does', async () => {
    const response = await post('newsletter', {
      email: 'jane@example.org',
      homepage: '',
      consentText: `${NEWSLETTER_FORM_TEXT.consentText} ${NEWSLETTER_FORM_TEXT.privacyLink}.`,
      consentVersion: NEWSLETTER_FORM_TEXT.consentVersion,
    });
    expect(response.headers.get('location')).toBe('/api/leads/form/newsletter/confirm');
    expect(await (await get('/api/leads/form/newsletter/confirm')).text()).toContain(
      NEWSLETTER_FORM_TEXT.confirmToast.description,
    );
  });

  it('shows an invalid join form again with the site’s labels, its errors and the values typed', async () => {
    const response = await post('join', {
      name: 'Jane <b>',
      email: 'jane@',
      company: '',
      role: 'Founder',
      interests: 'x',
      message: 'y',
      marketingOptIn: 'on',
      homepage: '',
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const text = await response.text();
    expect(text).toContain(JOIN_FORM_TEXT.summaryTitle);
    expect(text).toContain(`${JOIN_FORM_TEXT.company} (required)`);
    expect(text).toContain('Company is required');
    expect(text).toContain('Invalid email address format');
    expect(text).toContain('value="Jane &lt;b&gt;"');
    expect(text).toMatch(/name="marketingOptIn" value="on" checked/);
    expect(text).toContain(`value="${JOIN_FORM_TEXT.marketingOptInVersion}"`);
  });
});
