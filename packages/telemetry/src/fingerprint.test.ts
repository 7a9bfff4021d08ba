import { describe, expect, it } from 'vitest';
import { errorFingerprint, normalizeMessage, topFrames } from './fingerprint';

const chromeStack = (hash: string, line: number) =>
  [
    "TypeError: Cannot read properties of undefined (reading 'map')",
    `    at ProgramList (https://site.example/assets/programs-${hash}.js:1:${line})`,
    `    at renderWithHooks (https://site.example/assets/react-${hash}.js:2:300)`,
    `    at beginWork (https://site.example/assets/react-${hash}.js:2:900)`,
    `    at performUnitOfWork (https://site.example/assets/react-${hash}.js:2:990)`,
  ].join('\n');

describe('error fingerprints', () => {
  it('group one error across builds: content hashes and positions do not split it', () => {
    const message = "TypeError: Cannot read properties of undefined (reading 'map')";
    const a = errorFingerprint({ kind: 'render', message, stack: chromeStack('Ab12Cd34', 120) });
    const b = errorFingerprint({ kind: 'render', message, stack: chromeStack('Zz-9_x8Q', 480) });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
  });

  it('group messages that differ only in numbers and ids', () => {
    expect(normalizeMessage('Item 12 missing (id 9f8e7d6c)')).toBe(normalizeMessage('Item 7 missing (id 1a2b3c4d)'));
    expect(errorFingerprint({ kind: 'error', message: 'Chunk 12 failed' })).toBe(
      errorFingerprint({ kind: 'error', message: 'Chunk 13 failed' }),
    );
  });

  it('keep different errors apart: another message, another top frame or another kind', () => {
    const base = { kind: 'error', message: 'boom', stack: chromeStack('Ab12Cd34', 1) };
    const fingerprint = errorFingerprint(base);
    expect(errorFingerprint({ ...base, message: 'bang' })).not.toBe(fingerprint);
    expect(errorFingerprint({ ...base, stack: base.stack.replace('ProgramList', 'Footer') })).not.toBe(fingerprint);
    expect(errorFingerprint({ ...base, kind: 'unhandledrejection' })).not.toBe(fingerprint);
  });

  it('read the top three frames of Chrome and Firefox stacks', () => {
    expect(topFrames(chromeStack('Ab12Cd34', 1))).toEqual([
      'ProgramList|programs.js',
      'renderWithHooks|react.js',
      'beginWork|react.js',
    ]);
    expect(
      topFrames('go@https://site.example/assets/home-Ab12Cd34.js:1:2\n@https://site.example/x.js?v=1:3:4'),
    ).toEqual(['go|home.js', '|x.js']);
  });
});
