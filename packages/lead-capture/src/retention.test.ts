import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_RETENTION_MS, createLeadCapture } from './lead-capture.js';
import type { LeadData } from './lead.js';
import type { SqliteOutbox } from './sqlite/sqlite-outbox.js';
import { fakeClock, newLead, recordingLogger } from './test-support/fixtures.js';
import { erasureJob } from './erasure/personal-data.js';

const DAY = 86_400_000;
const T0 = Date.parse('2026-01-01T00:00:00.000Z');
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('retention, on a controllable clock', () => {
  it('the sweep deletes delivered leads after 7 days, unconfirmed signups a day after their link expired, consent proofs after 3 years and sent privacy jobs, and keeps the young ones', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lead-retention-'));
    const clock = fakeClock(T0);
    const capture = createLeadCapture({
      dbPath: join(dir, 'leads.db'),
      now: clock.now,
      autoStart: false,
      publicUrl: 'https://rooted.example',
      logger: recordingLogger(),
    });
    const outbox: SqliteOutbox = capture.outbox;
    const deliver = async (id: string, at: number) => {
      const [claimed] = (await outbox.claimDue({ now: at, leaseMs: 1000, limit: 10 })).filter((lead) => lead.id === id);
      await outbox.markDelivered(id, claimed?.attempts ?? 0, at);
    };
    const signup = (id: string, requestedAt: number) => ({
      id,
      data: { kind: 'newsletter', email: `${id}@example.org` } as LeadData,
      consent: { createdAt: new Date(requestedAt).toISOString() },
      requestedAt,
      expiresAt: requestedAt + 7 * DAY,
    });
    try {
      const old = newLead(T0);
      const young = newLead(T0 + 1);
      await outbox.add(old);
      await outbox.add(young);
      await deliver(old.id, T0);

      await capture.consentStore.savePending(signup('unconfirmed-old', T0));
      await capture.consentStore.savePending(signup('proof-old', T0));
      await capture.consentStore.markConfirmed('proof-old', T0 + 1);

      // Ten days on: the delivered lead (7 days) and the unconfirmed signup (link 7 days + 1 day) go.
      clock.set(T0 + 10 * DAY);
      await deliver(young.id, clock.now());
      // A privacy job Omnisend has just received goes at once, whatever its age.
      const job = erasureJob('gone@example.org', clock.now());
      await outbox.add(job);
      await deliver(job.id, clock.now());
      await capture.consentStore.savePending(signup('unconfirmed-young', clock.now()));
      await capture.consentStore.savePending(signup('proof-young', clock.now()));
      await capture.consentStore.markConfirmed('proof-young', clock.now());
      expect(await capture.worker.purgeExpired()).toBe(1);
      expect(outbox.rows().map((row) => row.id)).toEqual([young.id]);
      expect(await capture.consentStore.get('unconfirmed-old')).toBeNull();
      expect(await capture.consentStore.get('unconfirmed-young')).not.toBeNull();
      expect(await capture.consentStore.get('proof-old')).not.toBeNull();

      // Three years after the first confirmation: that proof goes, the younger one stays.
      clock.set(T0 + 1 + CONSENT_RETENTION_MS + 1);
      await capture.worker.purgeExpired();
      expect(await capture.consentStore.get('proof-old')).toBeNull();
      expect(await capture.consentStore.get('proof-young')).not.toBeNull();
    } finally {
      await capture.close();
    }
  });
});
