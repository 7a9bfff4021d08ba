/**
 * PostgreSQL stopped while a lead is out for delivery, between its claim and the write of its
 * outcome, as an operator's restart or a crashed database does: the worker cannot record what
 * happened. What the owner notices is whether the lead reaches Omnisend once the database is back,
 * or only after its lease (5 minutes) runs out; and whether a lead Omnisend already has is sent
 * a second time. Counted at the deliverer, on a real cluster stopped and started again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../database/src/test-support/postgres-cluster.js';
import { createDeliveryWorker } from '../delivery-worker.js';
import type { QueuedLead } from '../lead.js';
import { openPostgresStores, type PostgresStores } from '../postgres/stores.js';
import { fakeClock, newLead, recordingLogger } from '../test-support/fixtures.js';

let cluster: PostgresCluster;
const opened: PostgresStores[] = [];
let schemas = 0;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);
afterAll(async () => {
  await Promise.all(opened.map((stores) => stores.close()));
  cluster?.stop();
});

const LEASE_MS = 300_000;

/** The worker as the server runs it (its default 5-minute lease), its clock in the test's hand. */
async function setup(deliver: (lead: QueuedLead, stores: PostgresStores) => Promise<void>) {
  const stores = await openPostgresStores({
    connectionString: cluster.url,
    schema: `stop_mid_delivery_${(schemas += 1)}`,
    reconnectDelaySeconds: 0.25,
  });
  opened.push(stores);
  const clock = fakeClock(Date.now());
  const worker = createDeliveryWorker({
    outbox: stores.outbox,
    deliverer: { deliver: (lead) => deliver(lead, stores) },
    now: clock.now,
    random: () => 0,
    leaseMs: LEASE_MS,
    backoff: { baseMs: 1_000, maxMs: 1_000 },
    logger: recordingLogger(),
  });
  return { stores, clock, worker };
}

describe('the database stops between a claim and its outcome', () => {
  it('a lead whose attempt failed with it goes out once the database is back, not after its lease', async () => {
    const arrived: string[] = [];
    let first = true;
    const { stores, clock, worker } = await setup(async (lead, { omnisendBudget }) => {
      if (first) {
        first = false;
        await cluster.pause();
      }
      // The Omnisend client counts each request in the shared budget, in the database.
      await omnisendBudget.take(clock.now(), { limit: 100, windowMs: 60_000 });
      arrived.push(lead.data.email);
    });
    const lead = newLead(clock.now());
    await stores.outbox.add(lead);

    await expect(worker.drain()).rejects.toThrow();
    await cluster.resume();
    // Past the retry delay (at most 1 s here), far inside the lease.
    clock.advance(2_000);
    await worker.drain();

    expect(arrived).toEqual([lead.data.email]);
    expect(await stores.outbox.counts()).toMatchObject({ delivered: 1, delivering: 0, pending: 0 });
  }, 60_000);

  it('a lead Omnisend took before the database stopped is recorded once it is back, and not sent again', async () => {
    const arrived: string[] = [];
    let first = true;
    const { stores, clock, worker } = await setup(async (lead) => {
      arrived.push(lead.data.email);
      if (first) {
        first = false;
        await cluster.pause();
      }
    });
    const lead = newLead(clock.now());
    await stores.outbox.add(lead);

    await expect(worker.drain()).rejects.toThrow();
    await cluster.resume();
    await worker.drain();
    expect(await stores.outbox.counts()).toMatchObject({ delivered: 1, delivering: 0, pending: 0 });

    clock.advance(LEASE_MS + 1_000);
    await worker.drain();
    expect(arrived).toEqual([lead.data.email]);
  }, 60_000);
});
