import { beforeEach, describe, expect, it } from 'vitest';
import { getIn, useDraft } from './draft-store';
import { KEPT_DRAFT_KEY, loadOrRestore } from './kept-draft';
import { emptyValue, pathKey } from '../schema/schema-node';

const published = () => ({ hero: { title: 'Published title' }, ventures: [{ name: 'A' }, { name: 'B' }] });

beforeEach(() => {
  window.localStorage.clear();
  useDraft.getState().load(published(), 3);
});

describe('the draft store', () => {
  it('names a place as the server validation does', () => {
    expect(pathKey(['ventures', 0, 'website'])).toBe('ventures[0].website');
    expect(pathKey(['hero'])).toBe('hero');
  });

  it('edits a copy: what was loaded stays as it was, and the draft is marked changed', () => {
    const loaded = useDraft.getState().draft;
    useDraft.getState().set(['ventures', 1, 'name'], 'Bee');
    const { draft, changed } = useDraft.getState();
    expect(getIn(draft, ['ventures', 1, 'name'])).toBe('Bee');
    expect(getIn(loaded, ['ventures', 1, 'name'])).toBe('B');
    expect(changed).toBe(true);
  });

  it('starts a new list item with the fields the schema requires, empty', () => {
    const venture = {
      type: 'object' as const,
      required: ['name', 'status'],
      properties: { name: { type: 'string' as const }, status: { enum: ['live', 'idea'] } },
    };
    expect(emptyValue(venture)).toEqual({ name: '', status: 'live' });
  });
});

describe('a kept draft', () => {
  it('comes back on the first load and says a version was published since it was started', () => {
    window.localStorage.setItem(
      KEPT_DRAFT_KEY,
      JSON.stringify({ draft: { ...published(), hero: { title: 'Typed before the reload' } }, baseVersion: 2 }),
    );
    expect(loadOrRestore({ content: published(), version: 3 }, true)).toEqual({ publishedSince: 3 });
    expect(getIn(useDraft.getState().draft, ['hero', 'title'])).toBe('Typed before the reload');
    expect(useDraft.getState().changed).toBe(true);
  });

  it('is left alone on later loads, and ignored when it equals what is published', () => {
    window.localStorage.setItem(
      KEPT_DRAFT_KEY,
      JSON.stringify({ draft: { hero: { title: 'Other' } }, baseVersion: 3 }),
    );
    expect(loadOrRestore({ content: published(), version: 3 }, false)).toBeUndefined();
    window.localStorage.setItem(KEPT_DRAFT_KEY, JSON.stringify({ draft: published(), baseVersion: 3 }));
    expect(loadOrRestore({ content: published(), version: 3 }, true)).toBeUndefined();
    expect(useDraft.getState().changed).toBe(false);
  });
});
