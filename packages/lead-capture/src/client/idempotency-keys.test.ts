import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-keys.js';

describe('createIdempotencyKeys', () => {
  it('reuses the key when the same submission is sent again, and makes a new one after a success or a change', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `key-${(n += 1)}`);
    expect(keys.keyFor('{"email":"a@example.org"}')).toBe('key-1');
    expect(keys.keyFor('{"email":"a@example.org"}')).toBe('key-1');
    expect(keys.keyFor('{"email":"b@example.org"}')).toBe('key-2');
    keys.succeeded();
    expect(keys.keyFor('{"email":"b@example.org"}')).toBe('key-3');
  });

  it('makes UUID v4 keys by default', () => {
    const key = createIdempotencyKeys().keyFor('{}');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
