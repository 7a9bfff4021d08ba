import type { DeliveryStatus, OutboxCounts } from '@rooted/lead-capture';
import type { HealthLine } from '../../src/desk/desk-types';
import { plainReason } from './plain-reason';

export type { HealthLine } from '../../src/desk/desk-types';

/** How long a lead may wait before the desk calls it an outage. */
export const OUTAGE_AFTER_MS = 3_600_000;

/** What the lines are made from: the worker's state and the outbox's counts. */
export interface HealthInput {
  delivery: DeliveryStatus | null;
  counts: OutboxCounts;
  oldestWaitingAt: number | null;
  now: number;
}

/**
 * The delivery health every desk page shows at its top. Each problem is a sentence and the next
 * step, never a status code alone: the owner is not the one reading server logs.
 */
export function deliveryHealth({ delivery, counts, oldestWaitingAt, now }: HealthInput): HealthLine[] {
  const lines: HealthLine[] = [];
  const waiting = counts.pending + counts.delivering;
  if (delivery?.state === 'unconfigured') {
    lines.push({
      level: 'warning',
      text: `Omnisend is not configured: leads are kept here and not sent${waiting ? ` (${count(waiting, 'lead')} waiting)` : ''}.`,
      next: 'To send them, whoever runs the server sets OMNISEND_API_KEY and restarts it; every waiting lead is then sent.',
    });
  } else if (delivery?.state === 'paused') {
    lines.push({
      level: 'problem',
      text: `Delivery to Omnisend is paused: ${plainReason(delivery.pause?.reason)}. Leads wait here; none is lost.`,
      next: 'Check the API key in Omnisend and give a working one to whoever runs the server. Delivery resumes by itself once a test send gets through; the next one is',
      ...(delivery.pause ? { at: delivery.pause.nextProbeAt } : {}),
    });
  } else if (delivery?.state === 'stopped') {
    lines.push({
      level: 'problem',
      text: 'Delivery is stopped: the server is shutting down.',
      next: 'It starts again with the server.',
    });
  }
  if (delivery?.state === 'running' && oldestWaitingAt !== null && now - oldestWaitingAt > OUTAGE_AFTER_MS) {
    lines.push({
      level: 'problem',
      text: `Omnisend has not accepted leads for over ${Math.floor((now - oldestWaitingAt) / OUTAGE_AFTER_MS)} hour(s): ${count(waiting, 'lead')} waiting.`,
      next: 'Nothing is lost: they are retried by themselves. If it goes on, check Omnisend’s status and your account.',
      link: { href: '/admin/leads?standing=waiting', text: 'See the waiting leads' },
    });
  }
  if (counts.dead > 0) {
    lines.push({
      level: 'problem',
      text: `${count(counts.dead, 'lead')} could not be delivered.`,
      next: 'Open them, fix the cause (the reason is on each lead), then requeue them, or delete the ones nobody needs: they are kept until you do.',
      link: { href: '/admin/leads?standing=dead', text: 'See the leads not delivered' },
    });
  }
  if (lines.length === 0) lines.push({ level: 'ok', text: 'Delivery is working: leads reach Omnisend.' });
  return lines;
}

const count = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
