/** The part of the Web Storage API the stores use; `localStorage` fits, and so does any test double. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage that never throws: failures fall back to an in-memory copy. */
export interface SafeStorage {
  read(key: string): string | null;
  /** Writes the value; returns false when only the in-memory copy holds it (quota, private mode). */
  write(key: string, value: string): boolean;
  remove(key: string): void;
  /** Forgets the in-memory copy, e.g. after another tab wrote the real storage. */
  forget(key: string): void;
}

// One memory fallback per backing storage, so every store over the same storage in this tab sees
// the same values even when the real storage refuses writes.
// A null entry is a tombstone: the real storage refused a removal, so reads must still see none.
const memoryByStorage = new WeakMap<object, Map<string, string | null>>();
const noStorage = {};

function memoryFor(owner: object): Map<string, string | null> {
  let memory = memoryByStorage.get(owner);
  if (!memory) {
    memory = new Map();
    memoryByStorage.set(owner, memory);
  }
  return memory;
}

/** Reads `window.localStorage`, which itself throws in some sandboxed or privacy modes. */
function browserLocalStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

/**
 * Wraps a storage so that every access is guarded: private modes, full quotas and blocked
 * storage fall back to memory instead of throwing. `storage` undefined means the
 * browser's localStorage, looked up on first use so that importing on a server is safe; `null`
 * means memory only.
 */
export function createSafeStorage(storage?: StorageLike | null): SafeStorage {
  let resolved: StorageLike | undefined;
  let looked = false;
  const backing = (): StorageLike | undefined => {
    if (!looked) {
      resolved = storage === undefined ? browserLocalStorage() : (storage ?? undefined);
      looked = true;
    }
    return resolved;
  };
  const memory = () => memoryFor(backing() ?? noStorage);

  return {
    read(key) {
      const held = memory();
      if (held.has(key)) return held.get(key) ?? null;
      try {
        return backing()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        const target = backing();
        if (!target) throw new Error('no storage');
        target.setItem(key, value);
        memory().delete(key);
        return true;
      } catch {
        memory().set(key, value);
        return false;
      }
    },
    remove(key) {
      try {
        backing()?.removeItem(key);
        memory().delete(key);
      } catch {
        memory().set(key, null);
      }
    },
    forget(key) {
      memory().delete(key);
    },
  };
}
