import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { api, ApiError } from '../../api';
import { useDraft, type Issue } from '../draft/draft-store';
import { diffContent, sameContent, type ContentChange } from '../diff/content-diff';
import { forgetKeptDraft, loadAnswer, readKeptDraft, rebaseOnto, useRestoredNotice } from '../draft/kept-draft';
import { clearPreview } from '../preview/preview-storage';
import { publishedWords, unseenStories } from './published-words';

type Draft = Record<string, unknown>;

/**
 * Where a publish is: `checking` the draft with the server, `confirming` (the owner reads what
 * changes), `publishing` (the server stores the version and re-renders the pages).
 */
export type PublishPhase = 'idle' | 'checking' | 'confirming' | 'publishing';

/** The last outcome, said in the editor's result line until the next one. */
export interface PublishOutcome {
  tone: 'success' | 'error';
  text: string;
  /**
   * The section it was raised in (the app's path: `/content/company`): it is shown there only, so
   * "Published as version 4" does not follow the owner into the next section she opens.
   */
  section?: string;
}

interface PublishState {
  phase: PublishPhase;
  /** What the confirmation lists: the draft against the version it started from. */
  changes: ContentChange[];
  /** The version the draft replaces (null: the site as built). */
  replaces: number | null;
  outcome: PublishOutcome | null;
  /** The title over the issues of the last refusal ("Nothing was published. Fix these fields first"). */
  issuesTitle: string;
  /** Counts the refusals: the list of issues takes the focus at each, not when a field is left. */
  refusals: number;
}

/**
 * A publish lives outside the editor's components: the owner may open Leads (the editor's frame
 * unmounts) or reload while the server re-renders the pages, and coming back must show the
 * publish still going, or its result, never mistake it for someone else's.
 */
export const usePublish = create<PublishState>()(() => ({
  phase: 'idle',
  changes: [],
  replaces: null,
  outcome: null,
  issuesTitle: '',
  refusals: 0,
}));

// Once every issue of a refusal is fixed (or undone away), its title goes with them: a field left
// wrong later shows its message beside it, under no "Nothing was published" it did not cause.
useDraft.subscribe((state) => {
  if (state.issues.length === 0 && usePublish.getState().issuesTitle) usePublish.setState({ issuesTitle: '' });
});

/**
 * Set while a publish is on its way, so a reload or a visit elsewhere that interrupts the page can
 * tell the owner afterwards what became of it.
 */
export const PUBLISHING_KEY = 'rooted-ventures-editor-publishing';

const storage = {
  mark: (from: number | null) => {
    try {
      window.localStorage.setItem(PUBLISHING_KEY, JSON.stringify({ from }));
    } catch {
      // Storage unavailable: an interrupted publish is then only seen in the history.
    }
  },
  take: (): { from: number | null } | undefined => {
    try {
      const marked = window.localStorage.getItem(PUBLISHING_KEY);
      window.localStorage.removeItem(PUBLISHING_KEY);
      return marked ? (JSON.parse(marked) as { from: number | null }) : undefined;
    } catch {
      return undefined;
    }
  },
};

/** Says an outcome in the editor's result line (publish, rollback, check, preview). */
export const announce = (outcome: PublishOutcome | null) => usePublish.setState({ outcome });

/** Shows the issues the server found, under a title saying what did not happen. */
export function refuse(title: string, issues: Issue[]) {
  useDraft.getState().setIssues(issues);
  usePublish.setState((state) => ({ issuesTitle: title, refusals: state.refusals + 1 }));
}

/**
 * Publish, first step: the server checks the draft; a draft it refuses shows its issues and
 * nothing is asked. A valid one opens the confirmation with every change, field by field.
 */
export async function askToPublish(csrfToken: string, section?: string): Promise<void> {
  const here = () => section;
  const { draft, loaded, baseVersion } = useDraft.getState();
  if (!draft || usePublish.getState().phase !== 'idle') return;
  usePublish.setState({ phase: 'checking', outcome: null });
  try {
    const answer = await api.check(draft, csrfToken);
    if (!answer.ok) {
      usePublish.setState({ phase: 'idle' });
      return refuse('Nothing was published. Fix these fields first', answer.issues);
    }
    useDraft.getState().setIssues([]);
    usePublish.setState({ phase: 'confirming', changes: diffContent(loaded, draft), replaces: baseVersion });
  } catch (error) {
    usePublish.setState({ phase: 'idle', outcome: { tone: 'error', text: (error as Error).message, section: here() } });
  }
}

export const cancelPublish = () => usePublish.setState({ phase: 'idle', changes: [] });

/**
 * Loads what is published now after a publish or rollback. The draft is replaced only if the
 * owner did not change it meanwhile; edits made during the publish stay, over the new version.
 */
export async function loadPublished(queryClient: QueryClient, sent: Draft | null): Promise<void> {
  clearPreview();
  forgetKeptDraft();
  useRestoredNotice.setState({ restored: undefined });
  const answer = await queryClient.fetchQuery({ queryKey: ['content'], queryFn: api.content, staleTime: 0 });
  if (sent === null || useDraft.getState().draft === sent) loadAnswer(answer);
  else rebaseOnto(answer);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'content' });
}

/**
 * Publish, second step (the owner confirmed): store the version and re-render the pages. The
 * result is said in `section`, where she confirmed, even if she has gone elsewhere meanwhile.
 */
export async function confirmPublish(csrfToken: string, queryClient: QueryClient, section?: string): Promise<void> {
  const { draft, baseVersion, loaded } = useDraft.getState();
  if (!draft || usePublish.getState().phase !== 'confirming') return;
  usePublish.setState({ phase: 'publishing' });
  storage.mark(baseVersion);
  try {
    const answer = await api.publish(draft, csrfToken);
    if (!answer.ok) {
      storage.take();
      refuse('Nothing was published. Fix these fields first', answer.issues);
      return;
    }
    storage.take();
    const unseen = unseenStories(loaded, draft, new Date());
    await loadPublished(queryClient, draft);
    announce({ tone: 'success', text: publishedWords(answer, undefined, unseen), section });
  } catch (error) {
    if (error instanceof ApiError) {
      storage.take();
      announce({ tone: 'error', text: `Nothing was published: ${error.message}`, section });
    } else {
      // No answer (the connection dropped, or the page is going away): the server may have
      // published. The mark stays, so the next load of the editor says what became of it.
      announce({
        tone: 'error',
        text: `No answer from the server: ${(error as Error).message}. The History section shows whether it was published.`,
        section,
      });
    }
  } finally {
    usePublish.setState({ phase: 'idle', changes: [] });
  }
}

/**
 * On the editor's first load: a publish this browser started and did not see finish (a reload, or
 * the owner went elsewhere) is reported as the owner's own, from what the server holds now.
 */
export function reportInterruptedPublish(
  published: { content: Draft; version: number | null },
  section?: string,
): void {
  const marked = storage.take();
  if (!marked) return;
  const kept = readKeptDraft();
  if (published.version !== marked.from && (!kept || sameContent(kept.draft, published.content))) {
    forgetKeptDraft();
    announce({
      tone: 'success',
      text: `Your publish went through while you were away: version ${published.version} is live.`,
      section,
    });
  } else if (published.version === marked.from) {
    announce({
      tone: 'error',
      text: 'Your last publish did not reach the server. Your changes are still here; publish again.',
      section,
    });
  }
}
