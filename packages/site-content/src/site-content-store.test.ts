import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from './core/validation-error';
import { defaultSiteContent } from './defaults/default-site-content';
import type { SiteContent } from './schema/site-content-schema';
import {
  CONTENT_UPDATED_EVENT,
  SITE_CONTENT_STORAGE_KEY,
  createSiteContentStore,
  getSiteContent,
  resetSiteContent,
  subscribeToSiteContent,
  updateSiteContent,
} from './site-content-store';

const KEY = 'rooted-ventures-site-content';
const store = (options: Parameters<typeof createSiteContentStore>[0] = {}) => createSiteContentStore(options);
const otherTabWrites = (key: string, value: string | null) => {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
};

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('reading stored content', () => {
  it('uses the key from decision Identity', () => {
    expect(SITE_CONTENT_STORAGE_KEY).toBe(KEY);
    expect(CONTENT_UPDATED_EVENT).toBe('content-updated');
  });

  it('gives the defaults when nothing is stored, with a stable identity', () => {
    const content = store();
    expect(content.getSiteContent()).toEqual(defaultSiteContent);
    expect(content.getSiteContent()).toBe(content.getSiteContent());
  });

  it('merges stored overrides over the defaults', () => {
    localStorage.setItem(KEY, JSON.stringify({ company: { phone: '+1 (555) 010-0199' } }));
    const content = store().getSiteContent();
    expect(content.company.phone).toBe('+1 (555) 010-0199');
    expect(content.company.email).toBe('hello@rooted.example');
  });

  it('falls back to the defaults silently for bad JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(KEY, '{not json');
    expect(store().getSiteContent()).toEqual(defaultSiteContent);
    expect(warn).not.toHaveBeenCalled();
  });

  it('explains ignored content in the console only in dev mode, once per stored value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(KEY, JSON.stringify({ hero: { title: 7 } }));
    const content = store({ dev: true });
    content.getSiteContent();
    content.getSiteContent();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('hero.title');
  });

  it('ignores a stored value that is far too large', () => {
    localStorage.setItem(KEY, JSON.stringify({ hero: { title: 'x'.repeat(300_000) } }));
    expect(store().getSiteContent()).toEqual(defaultSiteContent);
  });

  it('returns frozen content so readers cannot change the shared snapshot', () => {
    expect(() => {
      (store().getSiteContent().company as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
  });
});

describe('updateSiteContent', () => {
  it('stores only the override, merges patches and replaces arrays', () => {
    const content = store();
    content.updateSiteContent({ hero: { title: 'Grow with us' } });
    const next = content.updateSiteContent({ navigation: [{ name: 'Home', href: '#home' }] });
    expect(next.hero.title).toBe('Grow with us');
    expect(next.navigation).toEqual([{ name: 'Home', href: '#home' }]);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({
      hero: { title: 'Grow with us' },
      navigation: [{ name: 'Home', href: '#home' }],
    });
  });

  it('throws a ValidationError naming the path and stores nothing', () => {
    const content = store();
    const patch = { ventures: [{ ...defaultSiteContent.ventures[0], status: 'Launched' }] } as never;
    expect(() => content.updateSiteContent(patch)).toThrow(ValidationError);
    expect(() => content.updateSiteContent(patch)).toThrow(/ventures\[0\]\.status/);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(content.getSiteContent()).toEqual(defaultSiteContent);
  });

  it('rejects unknown keys and non-object patches', () => {
    const content = store();
    expect(() => content.updateSiteContent({ compnay: { name: 'x' } } as never)).toThrow(/compnay: Unknown key/);
    expect(() => content.updateSiteContent('hi' as never)).toThrow(ValidationError);
  });

  it('broadcasts content-updated on window with the new content in detail', () => {
    const seen: SiteContent[] = [];
    const onUpdate = (event: Event) => seen.push((event as CustomEvent<SiteContent>).detail);
    window.addEventListener('content-updated', onUpdate);
    const next = store().updateSiteContent({ hero: { ctaText: 'Say hello' } });
    window.removeEventListener('content-updated', onUpdate);
    expect(seen).toEqual([next]);
    expect(seen[0]?.hero.ctaText).toBe('Say hello');
  });

  it('refreshes every subscriber in the tab, including other store instances, once each', () => {
    const writer = store();
    const reader = store();
    const onWriter = vi.fn();
    const onReader = vi.fn();
    writer.subscribe(onWriter);
    reader.subscribe(onReader);
    writer.updateSiteContent({ company: { description: 'Updated from the console.' } });
    expect(onWriter).toHaveBeenCalledTimes(1);
    expect(onReader).toHaveBeenCalledTimes(1);
    expect(onReader.mock.calls[0]?.[0].company.description).toBe('Updated from the console.');
    expect(reader.getSiteContent()).toBe(onReader.mock.calls[0]?.[0]);
  });

  it('stops calling a listener after it unsubscribes', () => {
    const content = store();
    const listener = vi.fn();
    content.subscribe(listener)();
    content.updateSiteContent({ hero: { title: 'Quiet' } });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps working in memory when storage refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const content = store({ storage: full, target: null });
    expect(content.updateSiteContent({ hero: { title: 'In memory' } }).hero.title).toBe('In memory');
    expect(content.getSiteContent().hero.title).toBe('In memory');
  });

  it('resetSiteContent removes the overrides and notifies', () => {
    const content = store();
    content.updateSiteContent({ hero: { title: 'Temporary' } });
    const listener = vi.fn();
    content.subscribe(listener);
    expect(content.resetSiteContent()).toEqual(defaultSiteContent);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(listener).toHaveBeenCalledWith(content.getSiteContent());
  });
});

describe('other tabs', () => {
  it('follows a write in another tab through the storage event', () => {
    const content = store();
    const listener = vi.fn();
    content.subscribe(listener);
    otherTabWrites(KEY, JSON.stringify({ hero: { title: 'From tab two' } }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(content.getSiteContent().hero.title).toBe('From tab two');
  });

  it('goes back to the defaults when another tab removes the key or clears storage', () => {
    const content = store();
    content.updateSiteContent({ hero: { title: 'Soon gone' } });
    const listener = vi.fn();
    content.subscribe(listener);
    otherTabWrites(KEY, null);
    expect(listener).toHaveBeenLastCalledWith(defaultSiteContent);
    content.updateSiteContent({ hero: { title: 'Again' } });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(content.getSiteContent()).toEqual(defaultSiteContent);
  });

  it('ignores storage events for other keys', () => {
    const content = store();
    const listener = vi.fn();
    content.subscribe(listener);
    otherTabWrites('app-config', '{}');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('sibling sites', () => {
  it('use their own defaults and storage key without touching Rooted content', () => {
    const defaults = { ...defaultSiteContent, company: { ...defaultSiteContent.company, name: 'Branch Collective' } };
    const sibling = store({ defaults, storageKey: 'branch-collective-site-content' });
    sibling.updateSiteContent({ hero: { title: 'Branch out' } });
    expect(sibling.getSiteContent().company.name).toBe('Branch Collective');
    expect(localStorage.getItem('branch-collective-site-content')).not.toBeNull();
    expect(store().getSiteContent()).toEqual(defaultSiteContent);
  });

  it('are told at creation when their defaults are invalid', () => {
    const defaults = { ...defaultSiteContent, navigation: [{ name: 'Bad', href: 'javascript:void 0' }] };
    expect(() => store({ defaults })).toThrow(/Invalid default site content:\n {2}- navigation\[0\]\.href/);
  });
});

describe('Rooted singletons', () => {
  it('read, write, notify and reset the Rooted key', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSiteContent(listener);
    updateSiteContent({ company: { address: '200 Example Street, Springfield' } });
    expect(getSiteContent().company.address).toBe('200 Example Street, Springfield');
    expect(listener).toHaveBeenCalledTimes(1);
    resetSiteContent();
    expect(getSiteContent()).toEqual(defaultSiteContent);
    unsubscribe();
  });
});
