import { vi } from 'vitest';
import type { LeadData } from '../lead.js';
import type { LeadLogger } from '../logger.js';
import type { NewLead } from '../outbox.js';

/** A controllable clock. */
export function fakeClock(start = 1_700_000_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    set: (ms: number) => {
      time = ms;
    },
  };
}

/** A logger whose calls can be asserted. */
export function recordingLogger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies LeadLogger;
}

let counter = 0;

/** A stored lead of the given kind with a fresh id. */
export function newLead(createdAt: number, data: Partial<LeadData> = {}): NewLead {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    data: { kind: 'newsletter', email: `reader${counter}@example.org`, ...data } as LeadData,
    consent: { createdAt: new Date(createdAt).toISOString(), ip: '203.0.113.7', userAgent: 'Test/1.0' },
    createdAt,
  };
}

/** A promise with its resolver, for holding a delivery in flight. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
