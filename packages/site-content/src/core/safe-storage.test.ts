import { describe, expect, it } from 'vitest';
import { createSafeStorage, type StorageLike } from './safe-storage';

const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('createSafeStorage', () => {
  it('reads and writes the given storage', () => {
    const backing = new Map<string, string>();
    const storage = createSafeStorage({
      getItem: (key) => backing.get(key) ?? null,
      setItem: (key, value) => void backing.set(key, value),
      removeItem: (key) => void backing.delete(key),
    });
    expect(storage.write('k', 'v')).toBe(true);
    expect(backing.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.read('k')).toBeNull();
  });

  it('never throws and keeps values in memory when storage fails', () => {
    const storage = createSafeStorage(throwing);
    expect(storage.read('k')).toBeNull();
    expect(storage.write('k', 'v')).toBe(false);
    expect(storage.read('k')).toBe('v');
    expect(() => storage.remove('k')).not.toThrow();
    expect(storage.read('k')).toBeNull();
  });

  it('hides a value the storage refused to remove', () => {
    const storage = createSafeStorage({ getItem: () => 'stale', setItem: () => {}, removeItem: throwing.removeItem });
    storage.remove('k');
    expect(storage.read('k')).toBeNull();
  });

  it('shares the memory fallback between wrappers of the same storage', () => {
    createSafeStorage(throwing).write('shared', '1');
    expect(createSafeStorage(throwing).read('shared')).toBe('1');
  });

  it('uses memory only when given null', () => {
    const storage = createSafeStorage(null);
    storage.write('k', 'v');
    expect(storage.read('k')).toBe('v');
  });
});
