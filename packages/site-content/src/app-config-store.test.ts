import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_CONFIG_STORAGE_KEY,
  APP_CONFIG_UPDATED_EVENT,
  createAppConfigStore,
  getAppConfig,
  updateAppConfig,
  resetAppConfig,
} from './app-config-store';
import { defaultAppConfig } from './defaults/default-app-config';
import { findStoredProviderSecrets, hasStoredProviderSecret } from './provider-secrets';

const KEY = 'app-config';
const store = (dev = false) => createAppConfigStore({ dev });
const stored = (value: unknown) => localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));
const withSecrets = {
  omnisend: { apiKey: 'live-key-123456789', brandId: 'brand-42' },
  features: { liveChat: false },
};

beforeEach(() => localStorage.clear());

describe('app config', () => {
  it('uses the documented key and default flags', () => {
    expect(APP_CONFIG_STORAGE_KEY).toBe(KEY);
    expect(store().getAppConfig()).toEqual({
      features: { exitIntentPopup: true, liveChat: true, analytics: false, developmentTools: false },
      ui: { theme: 'auto', animations: true },
    });
  });

  it('falls back to the defaults for corrupt or mistyped stored config', () => {
    stored('{"features":');
    expect(store().getAppConfig()).toEqual(defaultAppConfig);
    stored({ features: { liveChat: 'no' }, ui: { theme: 'neon' } });
    expect(store().getAppConfig()).toEqual(defaultAppConfig);
    stored(null);
    expect(store().getAppConfig()).toEqual(defaultAppConfig);
  });

  it('keeps the valid flags of a partly valid config', () => {
    stored({ features: { analytics: true, liveChat: 'no' }, ui: { theme: 'dark' } });
    const config = store().getAppConfig();
    expect(config.features.analytics).toBe(true);
    expect(config.features.liveChat).toBe(true);
    expect(config.ui.theme).toBe('dark');
  });

  it('drops a stored provider key and brand id from what it returns, keeping the flags', () => {
    stored(withSecrets);
    const config = store().getAppConfig();
    expect(config).toEqual({ ...defaultAppConfig, features: { ...defaultAppConfig.features, liveChat: false } });
    expect(JSON.stringify(config)).not.toContain('live-key');
  });

  it('says why in a dev warning, and stays quiet for visitors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stored(withSecrets);
    store().getAppConfig();
    expect(warn).not.toHaveBeenCalled();
    store(true).getAppConfig();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('omnisend.apiKey');
    expect(warn.mock.calls[0]?.[0]).toContain('Set OMNISEND_API_KEY on the server');
  });

  it('reports stored provider secrets for the readiness checks', () => {
    expect(hasStoredProviderSecret()).toBe(false);
    stored(withSecrets);
    expect(hasStoredProviderSecret()).toBe(true);
    expect(findStoredProviderSecrets()).toEqual(['omnisend.apiKey', 'omnisend.brandId']);
    stored({ apiKey: '' });
    expect(hasStoredProviderSecret()).toBe(false);
    stored('not json');
    expect(hasStoredProviderSecret()).toBe(false);
  });

  it('refuses a patch carrying a provider key and stores nothing', () => {
    expect(() => store().updateAppConfig({ omnisend: { apiKey: 'live-key-123456789' } } as never)).toThrow(
      /omnisend\.apiKey: Provider credentials/,
    );
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('removes a stored secret on the next write', () => {
    stored(withSecrets);
    store().updateAppConfig({ ui: { animations: false } });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({
      features: { liveChat: false },
      ui: { animations: false },
    });
    expect(hasStoredProviderSecret()).toBe(false);
  });

  it('broadcasts app-config-updated and notifies subscribers', () => {
    const config = store();
    const listener = vi.fn();
    const onEvent = vi.fn();
    config.subscribe(listener);
    window.addEventListener(APP_CONFIG_UPDATED_EVENT, onEvent);
    config.updateAppConfig({ features: { developmentTools: true } });
    window.removeEventListener(APP_CONFIG_UPDATED_EVENT, onEvent);
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ features: expect.objectContaining({ developmentTools: true }) }),
    );
    expect((onEvent.mock.calls[0]?.[0] as CustomEvent).detail).toBe(config.getAppConfig());
  });

  it('works through the shared functions', () => {
    updateAppConfig({ ui: { theme: 'light' } });
    expect(getAppConfig().ui.theme).toBe('light');
    expect(resetAppConfig()).toEqual(defaultAppConfig);
  });
});
