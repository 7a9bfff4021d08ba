// @vitest-environment node
import { emptyCounts } from '@rooted/lead-capture';
import { describe, expect, it } from 'vitest';
import { deliveryHealth, OUTAGE_AFTER_MS } from './delivery-health';

const NOW = 1_700_000_000_000;
const counts = (change: Partial<ReturnType<typeof emptyCounts>>) => ({ ...emptyCounts(), ...change });

describe('the delivery health', () => {
  it('says all is well only when nothing needs the owner', () => {
    expect(
      deliveryHealth({
        delivery: { state: 'running', pause: null },
        counts: counts({ delivered: 4 }),
        oldestWaitingAt: null,
        now: NOW,
      }),
    ).toEqual([{ level: 'ok', text: 'Delivery is working: leads reach Omnisend.' }]);
  });

  it('names a missing key and how many leads wait, with the next step', () => {
    const [line] = deliveryHealth({
      delivery: { state: 'unconfigured', pause: null },
      counts: counts({ pending: 2 }),
      oldestWaitingAt: NOW,
      now: NOW,
    });
    expect(line).toMatchObject({
      level: 'warning',
      text: 'Omnisend is not configured: leads are kept here and not sent (2 leads waiting).',
    });
    expect(line!.next).toContain('OMNISEND_API_KEY');
  });

  it('explains a pause in words, never a status code alone, with the next try', () => {
    const pause = {
      reason: 'Omnisend API error: 401 Unauthorized',
      since: NOW - 1000,
      nextProbeAt: NOW + 15_000,
      failedProbes: 1,
    };
    const [line] = deliveryHealth({
      delivery: { state: 'paused', pause },
      counts: counts({ pending: 1 }),
      oldestWaitingAt: NOW,
      now: NOW,
    });
    expect(line).toMatchObject({
      level: 'problem',
      text: 'Delivery to Omnisend is paused: Omnisend refused the API key. Leads wait here; none is lost.',
      at: NOW + 15_000,
    });
    expect(line!.text).not.toMatch(/401/);
  });

  it('calls a wait of over an hour an outage, and points at dead leads', () => {
    const lines = deliveryHealth({
      delivery: { state: 'running', pause: null },
      counts: counts({ pending: 3, dead: 1 }),
      oldestWaitingAt: NOW - OUTAGE_AFTER_MS - 1,
      now: NOW,
    });
    expect(lines.map((line) => line.text)).toEqual([
      'Omnisend has not accepted leads for over 1 hour(s): 3 leads waiting.',
      '1 lead could not be delivered.',
    ]);
    expect(lines[1]!.link).toEqual({ href: '/admin/leads?standing=dead', text: 'See the leads not delivered' });
    // Within the hour it is a retry like any other, not an outage.
    expect(
      deliveryHealth({
        delivery: { state: 'running', pause: null },
        counts: counts({ pending: 3 }),
        oldestWaitingAt: NOW - OUTAGE_AFTER_MS + 1000,
        now: NOW,
      })[0]!.level,
    ).toBe('ok');
  });
});
