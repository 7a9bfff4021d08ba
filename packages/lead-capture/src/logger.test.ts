import { describe, expect, it } from 'vitest';
import { formatLogLine } from './logger.js';

describe('the console logger', () => {
  it('writes one event on one line, its data as JSON after the message', () => {
    const line = formatLogLine('Lead delivery failed; will retry', {
      id: 'a1',
      kind: 'newsletter',
      attempts: 1,
      error: 'line one\nline two',
      retryInMs: 24290,
    });
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toBe(
      '[lead-capture] Lead delivery failed; will retry {"id":"a1","kind":"newsletter","attempts":1,"error":"line one\\nline two","retryInMs":24290}',
    );
    expect(formatLogLine('Lead delivery resumed')).toBe('[lead-capture] Lead delivery resumed');
  });

  it('still writes a line for data JSON cannot hold (a cycle), and big integers as text', () => {
    const cyclic: Record<string, unknown> = { id: 'a1' };
    cyclic.self = cyclic;
    expect(formatLogLine('odd', cyclic)).toBe('[lead-capture] odd {"data":"unprintable"}');
    expect(formatLogLine('big', { n: 2n ** 64n })).toBe('[lead-capture] big {"n":"18446744073709551616"}');
  });
});
