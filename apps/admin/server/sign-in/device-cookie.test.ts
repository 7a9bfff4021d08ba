// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDeviceCookies } from './device-cookie';
import { createOwnerAccounts } from './owners';
import { createSqliteSignInStore } from './sign-in-store';
import { openSiteDatabase } from '../database/site-db';

describe('device cookies', () => {
  const setUp = async () => {
    const clock = { now: 1_700_000_000_000 };
    const db = openSiteDatabase(':memory:');
    const accounts = createOwnerAccounts(db, () => clock.now);
    const ann = (await accounts.addOwner('ann@rooted.example')).owner;
    const bob = (await accounts.addOwner('bob@rooted.example')).owner;
    return {
      clock,
      ann,
      bob,
      devices: createDeviceCookies(
        createSqliteSignInStore(db, () => clock.now),
        1000,
      ),
    };
  };

  it('name the device only for the owner it was issued to, until it expires', async () => {
    const { clock, ann, bob, devices } = await setUp();
    const token = await devices.issue(ann.id);
    const key = await devices.deviceFor(token, ann.id);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toBe(token);
    expect(await devices.deviceFor(token, bob.id)).toBeUndefined();
    clock.now += 1000;
    expect(await devices.deviceFor(token, ann.id)).toBeUndefined();
  });

  it('cannot be forged: any other value names no device', async () => {
    const { ann, devices } = await setUp();
    await devices.issue(ann.id);
    for (const forged of [undefined, '', 'x'.repeat(43), 'not a token', 'a'.repeat(10_000)])
      expect(await devices.deviceFor(forged, ann.id)).toBeUndefined();
  });
});
