import { describe, expect, it } from 'vitest';
import { ansiStyle, shouldUseColor } from './colors';

describe('shouldUseColor', () => {
  it('follows --no-color > NO_COLOR > FORCE_COLOR > TTY', () => {
    expect(shouldUseColor({ isTTY: true })).toBe(true);
    expect(shouldUseColor({ isTTY: false })).toBe(false);
    expect(shouldUseColor({ isTTY: false, env: { FORCE_COLOR: '1' } })).toBe(true);
    expect(shouldUseColor({ isTTY: true, env: { FORCE_COLOR: '0' } })).toBe(true);
    expect(shouldUseColor({ isTTY: false, env: { FORCE_COLOR: '0' } })).toBe(false);
    expect(shouldUseColor({ isTTY: true, env: { NO_COLOR: '1', FORCE_COLOR: '1' } })).toBe(false);
    expect(shouldUseColor({ isTTY: true, env: { NO_COLOR: '' } })).toBe(true);
    expect(shouldUseColor({ isTTY: true, noColorFlag: true, env: { FORCE_COLOR: '1' } })).toBe(false);
  });

  it('ansiStyle wraps only when enabled', () => {
    expect(ansiStyle(true).red('x')).toBe('\x1b[31mx\x1b[39m');
    expect(ansiStyle(false).red('x')).toBe('x');
  });
});
