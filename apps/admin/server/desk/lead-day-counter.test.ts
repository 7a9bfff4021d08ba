// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSiteDatabase } from '../database/site-db';
import { createLeadDayCounter } from './lead-day-counter';
import { createSqliteLeadDays, type LeadDayCount, type LeadDays } from './lead-days';

const NOON = Date.parse('2026-11-26T12:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('the lead-day counter', () => {
  it('writes a burst of leads as one batch a second later, each day and form once', async () => {
    vi.useFakeTimers();
    const batches: LeadDayCount[][] = [];
    const store = createSqliteLeadDays(openSiteDatabase(':memory:'));
    const spy: LeadDays = {
      add: (counts) => (batches.push([...counts]), store.add(counts)),
      since: (day) => store.since(day),
    };
    const counter = createLeadDayCounter(spy, { flushMs: 1000 });
    for (let i = 0; i < 500; i += 1) counter.count('contact', NOON + i);
    counter.count('join', NOON);
    counter.count('join', NOON - 86_400_000);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toEqual([
      { day: '2026-11-26', kind: 'contact', count: 500 },
      { day: '2026-11-26', kind: 'join', count: 1 },
      { day: '2026-11-25', kind: 'join', count: 1 },
    ]);
    counter.count('contact', NOON);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await store.since('2026-11-26')).toEqual([
      { day: '2026-11-26', kind: 'contact', count: 501 },
      { day: '2026-11-26', kind: 'join', count: 1 },
    ]);
  });

  it('reads back what was counted a moment ago, and adds what is left when closed', async () => {
    const store = createSqliteLeadDays(openSiteDatabase(':memory:'));
    const counter = createLeadDayCounter(store, { flushMs: 60_000 });
    counter.count('newsletter', NOON);
    expect(await counter.since('2026-11-26')).toEqual([{ day: '2026-11-26', kind: 'newsletter', count: 1 }]);
    counter.count('newsletter', NOON);
    await counter.close();
    expect(await store.since('2026-11-26')).toEqual([{ day: '2026-11-26', kind: 'newsletter', count: 2 }]);
  });

  it('keeps the counts of a failed write for the next one and reports the failure', async () => {
    const store = createSqliteLeadDays(openSiteDatabase(':memory:'));
    let down = true;
    const errors: unknown[] = [];
    const flaky: LeadDays = {
      add: (counts) => (down ? Promise.reject(new Error('database unreachable')) : store.add(counts)),
      since: (day) => store.since(day),
    };
    const counter = createLeadDayCounter(flaky, { onError: (error) => errors.push(error) });
    counter.count('contact', NOON);
    await counter.flush();
    expect(errors).toHaveLength(1);
    counter.count('contact', NOON);
    down = false;
    expect(await counter.since('2026-11-26')).toEqual([{ day: '2026-11-26', kind: 'contact', count: 2 }]);
  });
});
