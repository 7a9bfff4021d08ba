import { PREVIEW_STORAGE_KEY } from '@rooted/site-content/defaults/shell';
// @vitest-environment happy-dom
import { defaultSiteContent, updateSiteContent } from '@rooted/site-content';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentStore } from './content-store';
import { startContentSync as initContentSync } from './content-sync.lazy';
import { useAppConfig, useContentSync, useSiteContent } from './use-site-content';

let stop: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
  contentStore.setState({ content: defaultSiteContent, synced: false });
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('content sync', () => {
  it('renders the defaults until sync starts, then the stored overrides', () => {
    localStorage.setItem('rooted-ventures-site-content', JSON.stringify({ hero: { title: 'Stored title' } }));
    const { result } = renderHook(() => useSiteContent((content) => content.hero.title));
    expect(result.current).toBe(defaultSiteContent.hero.title);
    act(() => {
      stop = initContentSync();
    });
    expect(result.current).toBe('Stored title');
  });

  it('keeps every unchanged part as the same object, so sync re-renders only what changed', () => {
    const before = contentStore.getState().content;
    let heroRenders = 0;
    let venturesRenders = 0;
    renderHook(() => {
      heroRenders += 1;
      return useSiteContent((content) => content.hero);
    });
    renderHook(() => {
      venturesRenders += 1;
      return useSiteContent((content) => content.ventures);
    });
    act(() => {
      stop = initContentSync({}, false);
    });
    expect(contentStore.getState().content).toBe(before);
    act(() => {
      updateSiteContent({ hero: { title: 'Only the hero changed' } });
    });
    expect(contentStore.getState().content.hero.title).toBe('Only the hero changed');
    expect(contentStore.getState().content.ventures).toBe(before.ventures);
    expect(heroRenders).toBe(2);
    expect(venturesRenders).toBe(1);
  });

  it('updates the hook when updateSiteContent is called anywhere in the tab', () => {
    stop = initContentSync();
    const { result } = renderHook(() => useSiteContent());
    act(() => {
      updateSiteContent({ company: { phone: '+1 (555) 010-0142' } });
    });
    expect(result.current.company.phone).toBe('+1 (555) 010-0142');
  });

  it('loads the sync code at once when the browser holds overrides', async () => {
    localStorage.setItem('rooted-ventures-site-content', JSON.stringify({ hero: { title: 'Stored at once' } }));
    const { result } = renderHook(() => {
      useContentSync();
      return useSiteContent((content) => content.hero.title);
    });
    expect(result.current).toBe(defaultSiteContent.hero.title);
    await vi.waitFor(() => expect(result.current).toBe('Stored at once'));
  });

  it('exposes the console API on window and removes it on cleanup', () => {
    stop = initContentSync();
    const { result } = renderHook(() => useSiteContent((content) => content.hero.ctaText));
    act(() => {
      window.rootedSiteContent?.updateSiteContent({ hero: { ctaText: 'Come say hello' } });
    });
    expect(result.current).toBe('Come say hello');
    stop();
    stop = undefined;
    expect(window.rootedSiteContent).toBeUndefined();
  });

  it("keeps calling the console API's listeners after the content's base changes (an owner's draft from another tab)", () => {
    act(() => {
      stop = initContentSync();
    });
    const heard: string[] = [];
    const unsubscribe = window.rootedSiteContent!.subscribe((content) => heard.push(content.hero.title));
    const draft = { ...defaultSiteContent, hero: { ...defaultSiteContent.hero, title: 'Draft title' } };
    act(() => {
      localStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(draft));
      window.dispatchEvent(new StorageEvent('storage', { key: PREVIEW_STORAGE_KEY }));
    });
    act(() => window.rootedSiteContent!.updateSiteContent({ hero: { title: 'Typed in the console' } }));
    expect(heard).toEqual(['Draft title', 'Typed in the console']);
    unsubscribe();
    act(() => window.rootedSiteContent!.updateSiteContent({ hero: { title: 'After unsubscribing' } }));
    expect(heard).toHaveLength(2);
  });

  it('follows app config changes from another tab once the lazy sync has loaded', async () => {
    const { result } = renderHook(() => {
      useContentSync();
      return useAppConfig((config) => config.features.liveChat);
    });
    expect(result.current).toBe(true);
    await vi.waitFor(() => expect(contentStore.getState().synced).toBe(true));
    act(() => {
      localStorage.setItem('app-config', JSON.stringify({ features: { liveChat: false } }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'app-config', storageArea: localStorage }));
    });
    expect(result.current).toBe(false);
  });
});
