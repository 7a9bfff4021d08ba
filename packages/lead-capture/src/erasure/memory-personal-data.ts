import type { MemoryConsentStore } from '../consent/consent-store.js';
import type { MemoryOutbox } from '../memory-outbox.js';
import { isLeadKind } from '../schemas.js';
import {
  carriesPrivacyRequest,
  ERASURE_JOB_PREFIX,
  isPrivacyJob,
  isoOrNull,
  normalizeAddress,
  textHolds,
  type ExportedLead,
  type PersonalData,
  type PersonalDataStore,
} from './personal-data.js';

/** The {@link PersonalDataStore} over the in-memory outbox and consent store (tests, single-process trials). */
export function createMemoryPersonalData({
  outbox,
  consent,
}: {
  outbox: MemoryOutbox;
  consent?: MemoryConsentStore;
}): PersonalDataStore {
  const find = (address: string): PersonalData => {
    const normalized = normalizeAddress(address);
    const leads = outbox
      .rows()
      .filter((row) => !carriesPrivacyRequest(row.id))
      .flatMap((row): ExportedLead[] => {
        // A record that is not a lead (a bug, a hand edit) is found by its text instead.
        const readable = isLeadKind(row.data.kind) && typeof row.data.email === 'string';
        const stored = readable ? undefined : JSON.stringify(row.data);
        if (readable ? row.data.email !== normalized : !textHolds(stored ?? '', normalized)) return [];
        return [
          {
            id: row.id,
            form: row.kind,
            state: row.state,
            receivedAt: new Date(row.createdAt).toISOString(),
            deliveredAt: isoOrNull(row.deliveredAt),
            data: readable ? row.data : null,
            ...(stored === undefined ? {} : { stored }),
            ...(row.consent ? { consent: row.consent } : {}),
          },
        ];
      });
    const signups = (consent?.all() ?? [])
      .filter((signup) => signup.data.email === normalized)
      .map((signup) => ({
        id: signup.id,
        requestedAt: new Date(signup.requestedAt).toISOString(),
        confirmedAt: isoOrNull(signup.confirmedAt),
        data: signup.data,
        consent: signup.consent,
      }));
    const owners = new Set(leads.map((lead) => lead.id));
    const confirmKeys = new Set(signups.map((signup) => `confirm:${signup.id}`));
    const idempotencyKeys = outbox
      .idempotencyKeys()
      .filter((key) => owners.has(key.leadId) || confirmKeys.has(key.key))
      .map((key) => ({ key: key.key, leadId: key.leadId, createdAt: new Date(key.at).toISOString() }));
    // Rate-limit counters in memory last one window and are keyed by client address only.
    return { address: normalized, leads, signups, idempotencyKeys, rateLimitKeys: [] };
  };
  return {
    find: async (address) => find(address),
    async erase(address) {
      const found = find(address);
      const leads = outbox.forget(
        found.leads.map((lead) => lead.id),
        found.idempotencyKeys.map((key) => key.key),
      );
      const signups = consent?.forget(found.signups.map((signup) => signup.id)) ?? 0;
      return { leads, signups, idempotencyKeys: found.idempotencyKeys.length, rateLimitKeys: 0 };
    },
    async forgetSentPrivacyJobs() {
      const jobs = outbox.rows().filter((row) => isPrivacyJob(row.id));
      const sent = jobs.filter((row) => row.state === 'delivered').map((row) => row.id);
      const waiting = jobs.filter((row) => row.id.startsWith(ERASURE_JOB_PREFIX) && row.state !== 'delivered').length;
      return { deleted: outbox.forget(sent, []), waiting };
    },
    async close() {},
  };
}
