// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  it('allows no other origin than our own when analytics is not built in', () => {
    const policy = SECURITY_HEADERS['Content-Security-Policy'] as string;
    expect(policy).toBe(contentSecurityPolicy({ analytics: false }));
    expect(policy).not.toMatch(/https:/);
  });

  it('allows Google\'s analytics hosts for scripts, pixels and collection only when analytics is built in', () => {
    const policy = contentSecurityPolicy({ analytics: true });
    expect(directive(policy, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
    for (const name of ['default-src', 'style-src', 'font-src', 'frame-ancestors']) expect(directive(policy, name)).not.toMatch(/https:/);
  });
});
