import { beforeEach, describe, expect, it } from 'vitest';
import { getIn, UNDO_LIMIT, useDraft } from './draft-store';

const published = () => ({
  hero: { title: 'Published title' },
  ventures: [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
    { id: 'c', name: 'C' },
  ],
});
const store = () => useDraft.getState();
const title = () => getIn(store().draft, ['hero', 'title']);
const names = () => (getIn(store().draft, ['ventures']) as { name: string }[]).map((venture) => venture.name);

beforeEach(() => store().load(published(), 1));

describe('undo and redo', () => {
  it('takes back a removal, then the one before it, and redoes them in order', () => {
    store().set(
      ['ventures'],
      names()
        .map((name) => ({ id: name.toLowerCase(), name }))
        .filter((venture) => venture.name !== 'B'),
    );
    store().set(['ventures'], (getIn(store().draft, ['ventures']) as unknown[]).slice(1));
    expect(names()).toEqual(['C']);
    store().undo();
    expect(names()).toEqual(['A', 'C']);
    store().undo();
    expect(names()).toEqual(['A', 'B', 'C']);
    // Back at what was loaded: nothing left to publish.
    expect(store().changed).toBe(false);
    store().undo();
    expect(names()).toEqual(['A', 'B', 'C']);
    store().redo();
    expect(names()).toEqual(['A', 'C']);
    expect(store().changed).toBe(true);
    store().redo();
    expect(names()).toEqual(['C']);
  });

  it('counts typing into one field as one step, until another field or leaving it', () => {
    for (const text of ['N', 'Ne', 'New']) store().set(['hero', 'title'], text, { typing: true });
    store().set(['ventures', 0, 'name'], 'Aa', { typing: true });
    store().set(['hero', 'title'], 'New!', { typing: true });
    store().seal();
    store().set(['hero', 'title'], 'New!?', { typing: true });
    store().undo();
    expect(title()).toBe('New!');
    store().undo();
    expect(title()).toBe('New');
    store().undo();
    expect(getIn(store().draft, ['ventures', 0, 'name'])).toBe('A');
    store().undo();
    expect(title()).toBe('Published title');
  });

  it('forgets what was undone once a new change is made, and starts afresh on a new load', () => {
    store().set(['hero', 'title'], 'One');
    store().undo();
    store().set(['hero', 'title'], 'Two');
    store().redo();
    expect(title()).toBe('Two');
    store().load(published(), 2);
    store().undo();
    expect(title()).toBe('Published title');
    expect(store().past).toEqual([]);
  });

  it('keeps at most UNDO_LIMIT steps, dropping the oldest', () => {
    for (let step = 0; step < UNDO_LIMIT + 20; step++) store().set(['hero', 'title'], `Title ${step}`);
    expect(store().past).toHaveLength(UNDO_LIMIT);
    for (let step = 0; step < UNDO_LIMIT; step++) store().undo();
    expect(title()).toBe('Title 19');
  });
});
