// @vitest-environment node
import { defaultSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { SETUP_LINK_TTL_MS } from './owners';
import { testAdmin } from '../test-support/owner-api';

const EMAIL = 'new-owner@rooted.example';
const PASSWORD = 'sprout compost meadow harvest';
const form = (token: string, password = PASSWORD) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ token, password }).toString(),
});

describe('the setup page', () => {
  it('signs the owner in once the password is set, straight onto the front page', async () => {
    const admin = await testAdmin(defaultSiteContent, {}, { addOwner: false });
    const { setupToken } = await admin.accounts.addOwner(EMAIL);
    const set = await admin.call('/admin/setup', form(setupToken));
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe('/admin');
    const cookie = set.headers.get('set-cookie')!.split(';')[0]!;
    const session = await admin.call('/api/admin/session', { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { email: string }).email).toBe(EMAIL);
  });

  it('says a used or expired link is not valid when it is opened, without the form', async () => {
    const admin = await testAdmin(defaultSiteContent, {}, { addOwner: false });
    const { setupToken } = await admin.accounts.addOwner(EMAIL);
    const fresh = await admin.call(`/admin/setup?token=${setupToken}`);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('New password');
    expect((await admin.call('/admin/setup', form(setupToken))).status).toBe(303);

    for (const token of [setupToken, 'never-issued', '']) {
      const used = await admin.call(`/admin/setup?token=${encodeURIComponent(token)}`);
      expect(used.status, token).toBe(410);
      const page = await used.text();
      expect(page).toContain('This setup link has expired or was already used. Ask for a new one.');
      expect(page).not.toContain('New password');
    }

    const { setupToken: late } = await admin.accounts.addOwner('late-owner@rooted.example');
    admin.clock.now += SETUP_LINK_TTL_MS + 1;
    expect((await admin.call(`/admin/setup?token=${late}`)).status).toBe(410);
  });

  it('still refuses a weak password on the form, and signs nobody in', async () => {
    const admin = await testAdmin(defaultSiteContent, {}, { addOwner: false });
    const { setupToken } = await admin.accounts.addOwner(EMAIL);
    const weak = await admin.call('/admin/setup', form(setupToken, 'password'));
    expect(weak.status).toBe(400);
    expect(weak.headers.get('set-cookie')).toBeNull();
  });
});
