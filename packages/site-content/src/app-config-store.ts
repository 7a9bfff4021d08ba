import type { DeepPartial } from './core/deep-merge';
import { createPersistedStore } from './core/persisted-store';
import type { StorageLike } from './core/safe-storage';
import { defaultAppConfig } from './defaults/default-app-config';
import {
  APP_CONFIG_STORAGE_KEY,
  PROVIDER_SECRET_MESSAGE,
  findProviderSecrets,
  stripProviderSecrets,
} from './provider-secrets';
import { appConfigSchema, type AppConfig } from './schema/app-config-schema';

export { APP_CONFIG_STORAGE_KEY };

/** The window event broadcast after every config write; `detail` is the new config. */
export const APP_CONFIG_UPDATED_EVENT = 'app-config-updated';

/** A deep-partial config change, e.g. `{ features: { liveChat: false } }`. */
export type AppConfigPatch = DeepPartial<AppConfig>;

/** Options of {@link createAppConfigStore}; the same meaning as for the content store. */
export interface AppConfigStoreOptions {
  defaults?: AppConfig;
  storageKey?: string;
  storage?: StorageLike | null;
  target?: EventTarget | null;
  dev?: boolean;
}

/** The app config API: feature flags and ui settings, never provider credentials. */
export interface AppConfigStore {
  /** Defaults merged with the valid stored config; stored credentials are left out. */
  getAppConfig(): AppConfig;
  /** Validates and stores a patch; throws a ValidationError (also for an apiKey or brandId). */
  updateAppConfig(patch: AppConfigPatch): AppConfig;
  /** Removes the stored config; the defaults apply again. */
  resetAppConfig(): AppConfig;
  /** Calls `listener` with the new config after a write here or in another tab. */
  subscribe(listener: (config: AppConfig) => void): () => void;
}

/**
 * Creates an app config store. A stored apiKey or brandId is dropped from what is returned (with a
 * dev warning); the next write removes it from storage too, because writes build on the cleaned value.
 */
export function createAppConfigStore(options: AppConfigStoreOptions = {}): AppConfigStore {
  const store = createPersistedStore<AppConfig>({
    subject: 'app config',
    schema: appConfigSchema,
    defaults: options.defaults ?? defaultAppConfig,
    storageKey: options.storageKey ?? APP_CONFIG_STORAGE_KEY,
    storage: options.storage,
    target: options.target,
    dev: options.dev,
    eventName: APP_CONFIG_UPDATED_EVENT,
    sanitize: stripProviderSecrets,
    checkPatch: (patch) => findProviderSecrets(patch).map((path) => ({ path, message: PROVIDER_SECRET_MESSAGE })),
  });
  return {
    getAppConfig: store.get,
    updateAppConfig: store.update,
    resetAppConfig: store.reset,
    subscribe: store.subscribe,
  };
}

let rootedStore: AppConfigStore | undefined;

/** The shared app config store over `localStorage["app-config"]`, created on first use. */
export function getDefaultAppConfigStore(): AppConfigStore {
  rootedStore ??= createAppConfigStore();
  return rootedStore;
}

/** The app config: the default flags merged with the valid stored ones. */
export const getAppConfig = (): AppConfig => getDefaultAppConfigStore().getAppConfig();

/** Validates, stores and broadcasts a config patch; throws on invalid input or credentials. */
export const updateAppConfig = (patch: AppConfigPatch): AppConfig => getDefaultAppConfigStore().updateAppConfig(patch);

/** Removes the stored app config. */
export const resetAppConfig = (): AppConfig => getDefaultAppConfigStore().resetAppConfig();

/** Listens for app config changes in this tab and others; returns the unsubscribe. */
export const subscribeToAppConfig = (listener: (config: AppConfig) => void): (() => void) =>
  getDefaultAppConfigStore().subscribe(listener);
