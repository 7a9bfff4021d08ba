// @vitest-environment node
import { createMemoryRateLimitStore } from '@rooted/server-kit';
import { describe, expect, it } from 'vitest';
import { ATTEMPT_WINDOW_MS, createSignInThrottle, SIGN_IN_LIMITS, tooManyAttempts } from './sign-in-throttle';

const at = 1_700_000_000_000;

describe('sign-in throttle', () => {
  it('counts an account per address: another address is not spent by the first one', async () => {
    const throttle = createSignInThrottle(createMemoryRateLimitStore());
    const attempt = (ip: string) => throttle.password({ account: 'owner@rooted.example', ip }, at);
    for (let index = 0; index < SIGN_IN_LIMITS.perAccountAndAddress; index++)
      expect((await attempt('198.51.100.1')).allowed).toBe(true);
    expect((await attempt('198.51.100.1')).allowed).toBe(false);
    expect((await attempt('198.51.100.2')).allowed).toBe(true);
  });

  it('groups IPv6 addresses by /48, so one client cannot rotate through its allocation (ten /64s are one client)', async () => {
    const throttle = createSignInThrottle(createMemoryRateLimitStore());
    for (let index = 0; index < SIGN_IN_LIMITS.perAccountAndAddress; index++) {
      expect(
        (await throttle.password({ account: 'owner@rooted.example', ip: `2001:db8:1:${index + 1}::1` }, at)).allowed,
      ).toBe(true);
    }
    expect((await throttle.password({ account: 'owner@rooted.example', ip: '2001:db8:1:ffff::9' }, at)).allowed).toBe(
      false,
    );
    expect((await throttle.password({ account: 'owner@rooted.example', ip: '2001:db8:2::9' }, at)).allowed).toBe(true);
  });

  it('lets no stranger spend an owner’s budget: a flood of guessed accounts from thousands of addresses leaves the owner’s account open', async () => {
    const throttle = createSignInThrottle(createMemoryRateLimitStore());
    for (let index = 0; index < 1_000; index++) {
      await throttle.password(
        { account: `guess${index % 50}@rooted.example`, ip: `10.0.${index >> 8}.${index & 255}` },
        at,
      );
    }
    expect((await throttle.password({ account: 'owner@rooted.example', ip: '203.0.113.9' }, at)).allowed).toBe(true);
  });

  it(`caps attempts on one account without a device cookie at ${SIGN_IN_LIMITS.perAccount} a window, from any number of addresses`, async () => {
    const throttle = createSignInThrottle(createMemoryRateLimitStore());
    for (let index = 0; index < SIGN_IN_LIMITS.perAccount; index++) {
      expect(
        (await throttle.password({ account: 'owner@rooted.example', ip: `10.0.${index >> 8}.${index & 255}` }, at))
          .allowed,
      ).toBe(true);
    }
    const refused = await throttle.password({ account: 'owner@rooted.example', ip: '203.0.113.9' }, at);
    expect(refused).toEqual({ allowed: false, retryAfterMs: ATTEMPT_WINDOW_MS });
    expect((await throttle.password({ account: 'second@rooted.example', ip: '203.0.113.9' }, at)).allowed).toBe(true);
    // A known device has its own budget: the botnet above did not spend it.
    expect(
      (await throttle.password({ account: 'owner@rooted.example', ip: '203.0.113.9', device: 'device-key' }, at))
        .allowed,
    ).toBe(true);
    expect((await throttle.passkey('203.0.113.9', at)).allowed).toBe(true);
  });

  it(`gives a known device ${SIGN_IN_LIMITS.perDevice} attempts of its own`, async () => {
    const throttle = createSignInThrottle(createMemoryRateLimitStore());
    const attempt = () =>
      throttle.password({ account: 'owner@rooted.example', ip: '198.51.100.1', device: 'stolen-laptop' }, at);
    for (let index = 0; index < SIGN_IN_LIMITS.perDevice; index++) expect((await attempt()).allowed).toBe(true);
    expect((await attempt()).allowed).toBe(false);
    expect(
      (await throttle.password({ account: 'owner@rooted.example', ip: '198.51.100.1', device: 'other-browser' }, at))
        .allowed,
    ).toBe(true);
  });

  it('says how long to wait in whole minutes, at least one', () => {
    expect(tooManyAttempts(ATTEMPT_WINDOW_MS)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(tooManyAttempts(61_000)).toMatch(/in 2 minutes/);
    expect(tooManyAttempts(1)).toMatch(/in 1 minute\./);
  });
});
