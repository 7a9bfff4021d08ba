import { describe, expect, it } from 'vitest';
import { ipRateLimitKey } from './ip-key.js';

describe('ipRateLimitKey with an IPv6 prefix', () => {
  it('keys by /64 by default and by /48 when asked; IPv4 is unchanged', () => {
    expect(ipRateLimitKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(ipRateLimitKey('2001:db8:a:b:1:2:3:4', { ipv6Prefix: 48 })).toBe('2001:db8:a::/48');
    expect(ipRateLimitKey('2001:db8:a:ffff::9', { ipv6Prefix: 48 })).toBe(
      ipRateLimitKey('2001:db8:a:1::1', { ipv6Prefix: 48 }),
    );
    expect(ipRateLimitKey('198.51.100.7', { ipv6Prefix: 48 })).toBe('198.51.100.7');
    expect(ipRateLimitKey('::ffff:198.51.100.7', { ipv6Prefix: 48 })).toBe('198.51.100.7');
  });
});
