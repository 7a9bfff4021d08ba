import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadData } from '../lead.js';
import { TEST_SECRETS } from '../test-support/form-proof.js';
import { confirmationUrl, verifyConfirmationToken } from './confirmation-link.js';
import { createMemoryConsentStore, type ConsentStore } from './consent-store.js';
import { loadOrCreateSecretFile } from './secret-file.js';
import { createSqliteConsentStore } from './sqlite-consent-store.js';

const T0 = 1_700_000_000_000;
const signup = (id: string) => ({
  id,
  data: { kind: 'newsletter', email: 'jane@example.org' } as LeadData,
  consent: {
    createdAt: new Date(T0).toISOString(),
    form: 'newsletter' as const,
    text: 'Yes, please.',
    version: 'v1',
    doubleOptIn: 'pending' as const,
  },
  requestedAt: T0,
  expiresAt: T0 + 1000,
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'consent-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe.each<[string, () => ConsentStore]>([
  ['memory', () => createMemoryConsentStore()],
  ['sqlite', () => createSqliteConsentStore({ path: join(dir, 'leads.db') })],
])('%s consent store', (_name, open) => {
  it('keeps the first pending record of a signup and confirms it exactly once', async () => {
    const store = open();
    await store.savePending(signup('a'));
    await store.savePending({ ...signup('a'), expiresAt: T0 + 9999 });
    expect(await store.get('a')).toEqual({ ...signup('a'), confirmedAt: null });
    expect(await store.markConfirmed('a', T0 + 10)).toBe(true);
    expect(await store.markConfirmed('a', T0 + 20)).toBe(false);
    expect((await store.get('a'))?.confirmedAt).toBe(T0 + 10);
    expect(await store.markConfirmed('unknown', T0)).toBe(false);
    expect(await store.get('unknown')).toBeNull();
    await store.close();
  });

  it('purges signups never confirmed whose link expired, with their personal data, and keeps every confirmed one as proof', async () => {
    const store = open();
    await store.savePending(signup('old'));
    await store.savePending(signup('confirmed'));
    await store.markConfirmed('confirmed', T0 + 10);
    await store.savePending({ ...signup('new'), expiresAt: T0 + 5000 });
    expect(await store.purgeExpired(T0 + 2000)).toBe(1);
    expect(await store.get('old')).toBeNull();
    expect((await store.get('confirmed'))?.confirmedAt).toBe(T0 + 10);
    expect(await store.get('new')).not.toBeNull();
    await store.close();
  });

  it('purges confirmed signups confirmed before the cut-off and keeps younger ones and pending ones', async () => {
    const store = open();
    for (const id of ['old', 'young', 'pending']) await store.savePending(signup(id));
    await store.markConfirmed('old', T0 + 10);
    await store.markConfirmed('young', T0 + 30);
    expect(await store.purgeConfirmed(T0 + 20)).toBe(1);
    expect(await store.get('old')).toBeNull();
    expect((await store.get('young'))?.confirmedAt).toBe(T0 + 30);
    expect(await store.get('pending')).not.toBeNull();
    await store.close();
  });
});

describe('sqlite consent store', () => {
  it('keeps confirmations across a restart, so a used link stays used', async () => {
    const path = join(dir, 'leads.db');
    const first = createSqliteConsentStore({ path });
    await first.savePending(signup('a'));
    await first.markConfirmed('a', T0 + 1);
    await first.close();
    const second = createSqliteConsentStore({ path });
    expect(await second.markConfirmed('a', T0 + 2)).toBe(false);
    await second.close();
  });
});

describe('confirmation links', () => {
  it('work until their expiry, name no personal data, and fail when changed or signed elsewhere', async () => {
    const url = await confirmationUrl('https://rooted.example', 'signup-1', T0 + 1000, TEST_SECRETS);
    const token = new URL(url).searchParams.get('t');
    expect(new URL(url).pathname).toBe('/subscribe/confirm');
    expect(await verifyConfirmationToken(token, T0 + 1000, TEST_SECRETS)).toEqual({
      ok: true,
      signupId: 'signup-1',
      expiresAt: T0 + 1000,
    });
    expect(await verifyConfirmationToken(token, T0 + 1001, TEST_SECRETS)).toEqual({ ok: false, problem: 'expired' });
    expect(await verifyConfirmationToken(token, T0, ['another-secret-0000000'])).toEqual({
      ok: false,
      problem: 'forged',
    });
    expect(await verifyConfirmationToken(token, T0, ['new-secret-000000000000', ...TEST_SECRETS])).toMatchObject({
      ok: true,
    });
  });
});

describe('the generated signing secret', () => {
  it('is created once with owner-only permissions and read back on the next start', () => {
    const path = join(dir, 'data', 'leads.db.signing-secret');
    const first = loadOrCreateSecretFile(path);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecretFile(path)).toBe(first);
  });
});
