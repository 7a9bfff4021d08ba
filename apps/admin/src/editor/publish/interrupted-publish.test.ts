import { beforeEach, describe, expect, it } from 'vitest';
import { useDraft } from '../draft/draft-store';
import { KEPT_DRAFT_KEY, loadOrRestore } from '../draft/kept-draft';
import { PUBLISHING_KEY, reportInterruptedPublish, usePublish } from './publish-store';

const draft = { company: { phone: '+44 20 7946 0999', name: 'Rooted' }, hero: { title: 'Title ' } };
// As the server stores it: the schema's key order, texts trimmed.
const stored = { hero: { title: 'Title' }, company: { name: 'Rooted', phone: '+44 20 7946 0999' } };

beforeEach(() => {
  localStorage.clear();
  usePublish.setState({ outcome: null });
});

describe('a publish the owner left', () => {
  it("is reported as the owner's own when the server holds their draft in another key order", () => {
    localStorage.setItem(KEPT_DRAFT_KEY, JSON.stringify({ draft, baseVersion: 2 }));
    localStorage.setItem(PUBLISHING_KEY, JSON.stringify({ from: 2 }));
    reportInterruptedPublish({ content: stored, version: 3 });
    expect(usePublish.getState().outcome).toEqual({
      tone: 'success',
      text: 'Your publish went through while you were away: version 3 is live.',
    });
    expect(localStorage.getItem(PUBLISHING_KEY)).toBeNull();
    // Nothing is restored over it, and nothing says someone else published.
    expect(loadOrRestore({ content: stored, version: 3 }, true)).toBeUndefined();
    expect(useDraft.getState().changed).toBe(false);
  });

  it('says so when the publish never reached the server, and keeps the changes', () => {
    localStorage.setItem(KEPT_DRAFT_KEY, JSON.stringify({ draft, baseVersion: 2 }));
    localStorage.setItem(PUBLISHING_KEY, JSON.stringify({ from: 2 }));
    const before = { hero: { title: 'Old' }, company: { name: 'Rooted', phone: '+44 20 7946 0000' } };
    reportInterruptedPublish({ content: before, version: 2 });
    expect(usePublish.getState().outcome?.tone).toBe('error');
    expect(loadOrRestore({ content: before, version: 2 }, true)).toEqual({ publishedSince: null });
    expect(useDraft.getState().draft).toEqual(draft);
  });

  it('still names a version someone else published over kept changes', () => {
    localStorage.setItem(KEPT_DRAFT_KEY, JSON.stringify({ draft, baseVersion: 2 }));
    const theirs = { hero: { title: 'Theirs' }, company: { name: 'Rooted', phone: '+44 20 7946 0000' } };
    reportInterruptedPublish({ content: theirs, version: 3 });
    expect(usePublish.getState().outcome).toBeNull();
    expect(loadOrRestore({ content: theirs, version: 3 }, true)).toEqual({ publishedSince: 3 });
  });
});
