import { isPlainObject, type PlainObject } from './core/deep-merge';
import { createSafeStorage, type StorageLike } from './core/safe-storage';
import { formatPath, type ValidationIssue } from './core/validation-error';

export { APP_CONFIG_STORAGE_KEY } from './storage-keys';
import { APP_CONFIG_STORAGE_KEY } from './storage-keys';

// Older browser configs held the provider credentials ({ omnisend: { apiKey, brandId } } or similar);
// match the names in any casing and spelling at any depth.
const SECRET_KEY = /^(api[-_]?key|brand[-_]?id)$/i;

/** Why a stored secret is refused; shown in dev warnings and patch errors. */
export const PROVIDER_SECRET_MESSAGE =
  'Provider credentials must not be stored in the browser, where any visitor can read them. Set OMNISEND_API_KEY on the server instead.';

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Paths of every non-empty provider credential (`apiKey`, `brandId`) inside `value`. */
export function findProviderSecrets(value: unknown, path: PropertyKey[] = []): string[] {
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    SECRET_KEY.test(key) && hasValue(child) ? [formatPath([...path, key])] : findProviderSecrets(child, [...path, key]),
  );
}

/**
 * Returns a copy of `value` without provider credentials, and one issue per removed credential.
 * A container left empty by the removal (e.g. `omnisend: {}`) goes too.
 */
export function stripProviderSecrets(value: unknown): { value: unknown; removed: ValidationIssue[] } {
  const removed: ValidationIssue[] = [];
  const strip = (node: PlainObject, path: PropertyKey[]): PlainObject => {
    const out: PlainObject = {};
    for (const [key, child] of Object.entries(node)) {
      if (SECRET_KEY.test(key)) {
        removed.push({ path: formatPath([...path, key]), message: PROVIDER_SECRET_MESSAGE });
        continue;
      }
      if (!isPlainObject(child)) {
        out[key] = child;
        continue;
      }
      const before = removed.length;
      const cleaned = strip(child, [...path, key]);
      if (Object.keys(cleaned).length > 0 || removed.length === before) out[key] = cleaned;
    }
    return out;
  };
  return isPlainObject(value) ? { value: strip(value, []), removed } : { value, removed };
}

/** Where to look for a stored config; defaults to the browser's `localStorage["app-config"]`. */
export interface StoredSecretOptions {
  storage?: StorageLike | null;
  storageKey?: string;
}

/**
 * Paths of provider credentials found in the stored app config, e.g. `['omnisend.apiKey']`.
 * For the readiness checks: a production launch fails while any are stored.
 */
export function findStoredProviderSecrets(options: StoredSecretOptions = {}): string[] {
  const raw = createSafeStorage(options.storage).read(options.storageKey ?? APP_CONFIG_STORAGE_KEY);
  if (raw === null) return [];
  try {
    return findProviderSecrets(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Whether the stored app config holds a provider API key or brand id. */
export function hasStoredProviderSecret(options: StoredSecretOptions = {}): boolean {
  return findStoredProviderSecrets(options).length > 0;
}
