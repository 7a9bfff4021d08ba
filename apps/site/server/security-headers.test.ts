// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, SECURITY_HEADERS, securityHeaders } from './security-headers';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  it('allows no other origin than our own when analytics is not built in', () => {
    const policy = SECURITY_HEADERS['Content-Security-Policy'] as string;
    expect(policy).toBe(contentSecurityPolicy({ analytics: false }));
    expect(policy).not.toMatch(/https:/);
  });

  it("allows Google's analytics hosts for scripts, pixels and collection only when analytics is built in", () => {
    const policy = contentSecurityPolicy({ analytics: true });
    expect(directive(policy, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
    for (const name of ['default-src', 'style-src', 'font-src', 'frame-ancestors'])
      expect(directive(policy, name)).not.toMatch(/https:/);
  });
});

describe('strict transport security', () => {
  it('is off by default (plain-HTTP development) and a year without subdomains when asked for', async () => {
    expect(securityHeaders({ analytics: false })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ analytics: false, hsts: true })['Strict-Transport-Security']).toBe('max-age=31536000');
    const { createSiteApp } = await import('./app');
    const files = new Map([
      [
        '/index.html',
        { body: new TextEncoder().encode('<!doctype html>'), type: 'text/html; charset=utf-8', etag: '"a"' },
      ],
    ]);
    expect(
      (await createSiteApp({ files, hsts: true }).request('http://site.test/')).headers.get(
        'strict-transport-security',
      ),
    ).toBe('max-age=31536000');
    expect(
      (await createSiteApp({ files }).request('http://site.test/')).headers.get('strict-transport-security'),
    ).toBeNull();
  });
});

describe('frames', () => {
  it("lets only the site's own pages frame a page, and only when the browser says it is a same-origin frame", async () => {
    const { createSiteApp } = await import('./app');
    const files = new Map([
      [
        '/index.html',
        { body: new TextEncoder().encode('<!doctype html>'), type: 'text/html; charset=utf-8', etag: '"a"' },
      ],
    ]);
    const app = createSiteApp({ files });
    const load = (headers: Record<string, string>) => app.request('http://site.test/', { headers });
    const ancestors = (response: Response) =>
      directive(response.headers.get('content-security-policy') ?? '', 'frame-ancestors');

    const framed = await load({ 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin' });
    expect(ancestors(framed)).toBe("frame-ancestors 'self'");
    expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // The rest of the policy is the visitors' own.
    expect(
      framed.headers
        .get('content-security-policy')!
        .split('; ')
        .filter((entry) => !entry.startsWith('frame-ancestors')),
    ).toEqual(
      (SECURITY_HEADERS['Content-Security-Policy'] as string)
        .split('; ')
        .filter((entry) => !entry.startsWith('frame-ancestors')),
    );
    const refused: Record<string, string>[] = [
      {},
      { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const response = await load(headers);
      expect(ancestors(response), JSON.stringify(headers)).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
