import { create } from 'zustand';
import { useDraft } from './draft-store';
import { sameContent } from '../diff/content-diff';

/**
 * The editor keeps its unpublished draft in this browser's localStorage, so an owner whose tab
 * reloads or crashes gets the changes back. It is the owner's own browser and only the content
 * they typed (which would be public once published); it is removed as soon as the draft matches
 * what it was loaded from (after a publish, a rollback or a discard).
 */
export const KEPT_DRAFT_KEY = 'rooted-ventures-editor-draft';

export interface KeptDraft {
  draft: Record<string, unknown>;
  /** The published version the changes were started from (null: the site as built). */
  baseVersion: number | null;
}

/** What the editor tells the owner after a reload brought the draft back. */
export interface Restored {
  /** Set when a version was published after the changes were started: publishing replaces it. */
  publishedSince: number | null;
}

/**
 * What to tell the owner about a restored draft, until they discard it or a publish replaces the
 * draft. A store of its own rather than the editor's state: it outlives the editor's frame while
 * the owner is in another section, and is set where the draft is loaded.
 */
export const useRestoredNotice = create<{ restored: Restored | undefined }>()(() => ({ restored: undefined }));

/** The draft this browser kept, if any. */
export const readKeptDraft = (): KeptDraft | undefined => {
  try {
    const kept = JSON.parse(window.localStorage.getItem(KEPT_DRAFT_KEY) ?? 'null') as KeptDraft | null;
    return kept && typeof kept.draft === 'object' && kept.draft !== null ? kept : undefined;
  } catch {
    return undefined;
  }
};

/** Forgets the kept draft (discarding it); the next edit keeps a new one. */
export function forgetKeptDraft(): void {
  try {
    window.localStorage.removeItem(KEPT_DRAFT_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}

/**
 * Loads the published content into the draft store, or, on the editor's first load, the draft
 * this browser kept if it differs. Returns what to tell the owner when a draft came back.
 */
export function loadOrRestore(
  published: { content: Record<string, unknown>; version: number | null },
  first: boolean,
): Restored | undefined {
  const { load } = useDraft.getState();
  load(published.content, published.version);
  const kept = first ? readKeptDraft() : undefined;
  // Compared by value, not as JSON text: the server stores content in the schema's key order and
  // the editor in the order fields were set, so the owner's own publish read as someone else's.
  if (!kept || sameContent(kept.draft, published.content)) {
    if (kept) forgetKeptDraft();
    return undefined;
  }
  useDraft.setState({ draft: kept.draft, changed: true });
  return { publishedSince: kept.baseVersion !== published.version ? published.version : null };
}

/**
 * The content answer last loaded into the draft. Kept outside the editor's frame: it unmounts when
 * the owner opens Leads, and coming back must not load the published content over the draft (or
 * announce a restored draft) a second time.
 */
let loadedAnswer: unknown;

/** Loads a content answer into the draft once (the first one may bring a kept draft back). */
export function loadAnswer(answer: { content: Record<string, unknown>; version: number | null }): void {
  if (answer === loadedAnswer) return;
  useRestoredNotice.setState({ restored: loadOrRestore(answer, loadedAnswer === undefined) });
  loadedAnswer = answer;
}

/** True before the first content answer was loaded (the editor's first load in this tab). */
export const firstLoad = (): boolean => loadedAnswer === undefined;

/**
 * Marks an answer as loaded without loading it: a publish finished while the owner kept editing,
 * and their new edits stay the draft, now over the published version.
 */
export function rebaseOnto(answer: { content: Record<string, unknown>; version: number | null }): void {
  loadedAnswer = answer;
  useDraft.setState({
    loaded: answer.content,
    baseVersion: answer.version,
    changed: true,
    past: [],
    future: [],
    typingAt: null,
  });
}

/**
 * Keeps the draft while it has unpublished changes and forgets it once it has none; writes are
 * gathered for a moment while the owner types. Returns the stop function.
 */
export function keepDraft(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const { draft, changed, baseVersion } = useDraft.getState();
    if (!changed || !draft) return forgetKeptDraft();
    try {
      window.localStorage.setItem(KEPT_DRAFT_KEY, JSON.stringify({ draft, baseVersion } satisfies KeptDraft));
    } catch {
      // A full quota or private mode: the draft lasts as long as this tab, as before.
    }
  };
  const stop = useDraft.subscribe((state, before) => {
    if (state.draft === before.draft && state.changed === before.changed) return;
    clearTimeout(timer);
    timer = setTimeout(save, 150);
  });
  // A tab being closed or sent away writes at once.
  const flush = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  };
  window.addEventListener('pagehide', flush);
  return () => {
    stop();
    flush();
    window.removeEventListener('pagehide', flush);
  };
}
