import { describe, expect, it } from 'vitest';
import { deepFreeze, deepMerge } from './deep-merge';

describe('deepMerge', () => {
  it('merges objects key by key and replaces arrays whole', () => {
    const base = { a: { x: 1, y: 2 }, list: [1, 2, 3] };
    expect(deepMerge(base, { a: { y: 5 }, list: [9] })).toEqual({ a: { x: 1, y: 5 }, list: [9] });
  });

  it('leaves both inputs untouched and ignores undefined values', () => {
    const base = { a: { x: 1 } };
    const override = { a: { x: undefined, z: 2 } };
    expect(deepMerge(base, override)).toEqual({ a: { x: 1, z: 2 } });
    expect(base).toEqual({ a: { x: 1 } });
  });

  it('lets a non-object replace an object, so the schema can reject it', () => {
    expect(deepMerge({ a: { x: 1 } }, { a: 'text' })).toEqual({ a: 'text' });
  });

  it('skips prototype-polluting keys from parsed JSON', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}')) as Record<string, unknown>;
    expect(merged).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays', () => {
    const value = deepFreeze({ a: { list: [{ b: 1 }] } });
    expect(Object.isFrozen(value.a.list[0])).toBe(true);
  });
});
