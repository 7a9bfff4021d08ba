// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from './defaults/default-app-config';
import { defaultSiteContent } from './defaults/default-site-content';
import { createSiteContentStore, getAppConfig, getSiteContent, hasStoredProviderSecret } from './index';

describe('on a server (no window, no localStorage)', () => {
  it('imports and reads the defaults', () => {
    expect(typeof window).toBe('undefined');
    expect(getSiteContent()).toEqual(defaultSiteContent);
    expect(getAppConfig()).toEqual(defaultAppConfig);
    expect(hasStoredProviderSecret()).toBe(false);
  });

  it('still validates and applies updates in memory, without broadcasting', () => {
    const store = createSiteContentStore();
    expect(store.updateSiteContent({ hero: { title: 'Prerendered' } }).hero.title).toBe('Prerendered');
    expect(() => store.updateSiteContent({ hero: { ctaLink: 'javascript:alert(1)' } })).toThrow(/hero\.ctaLink/);
  });
});
