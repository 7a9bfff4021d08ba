import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput, withLocalZone } from './local-time';

// The owner's zone is the browser's: these run in a zone with summer time and a half-hour offset
// (Node reads TZ again when it is set), so an offset taken from the wrong date would show.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const zoneBefore = env.TZ;

describe("story moments in the owner's local time", () => {
  beforeAll(() => {
    env.TZ = 'Australia/Adelaide';
  });
  afterAll(() => {
    if (zoneBefore === undefined) delete env.TZ;
    else env.TZ = zoneBefore;
  });

  it('shows a stored moment in local time and stores a typed one with the local offset', () => {
    const typed = fromLocalInput('2026-11-26T17:00')!;
    expect(typed).toMatch(/^2026-11-26T17:00:00[+-]\d{2}:\d{2}$/);
    // The stored moment names the instant the owner meant, read back as the same local time.
    expect(new Date(typed).getTime()).toBe(new Date('2026-11-26T17:00').getTime());
    expect(toLocalInput(typed)).toBe('2026-11-26T17:00');
  });

  it('shows a moment stored in another zone at the same instant', () => {
    const stored = '2026-06-01T09:30:00Z';
    const shown = toLocalInput(stored);
    expect(new Date(shown).getTime()).toBe(Date.parse(stored));
  });

  it("uses the offset in force at the date, not today's", () => {
    const january = new Date('2026-01-15T12:00');
    const july = new Date('2026-07-15T12:00');
    expect(withLocalZone(january)).toBe('2026-01-15T12:00:00+10:30');
    expect(withLocalZone(july)).toBe('2026-07-15T12:00:00+09:30');
    expect(Date.parse(withLocalZone(january))).toBe(january.getTime());
    expect(Date.parse(withLocalZone(july))).toBe(july.getTime());
  });

  it('refuses incomplete or impossible input, and shows nothing for a stored value that is no date', () => {
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('2026-11-26')).toBeUndefined();
    expect(fromLocalInput('2026-13-45T99:99')).toBeUndefined();
    expect(toLocalInput('not a date')).toBe('');
  });
});
