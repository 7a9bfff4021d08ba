import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { api, ApiError, type PublishAnswer } from '../api';
import { useDraft, type Issue } from '../draft-store';
import { diffContent, sameContent, type ContentChange } from '../editor-diff/content-diff';
import { forgetKeptDraft, loadAnswer, readKeptDraft, rebaseOnto, useRestoredNotice } from '../kept-draft';
import { clearPreview } from '../preview';

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
}

/**
 * A publish lives outside the editor's components: the owner may open Leads (the editor's frame
 * unmounts) or reload while the server re-renders the pages, and coming back must show the
 * publish still going, or its result, never mistake it for someone else's.
 */
export const usePublish = create<PublishState>()(() => ({ phase: 'idle', changes: [], replaces: null, outcome: null, issuesTitle: '' }));

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
  usePublish.setState({ issuesTitle: title });
  useDraft.getState().setIssues(issues);
}

/**
 * Publish, first step: the server checks the draft; a draft it refuses shows its issues and
 * nothing is asked. A valid one opens the confirmation with every change, field by field.
 */
export async function askToPublish(csrfToken: string): Promise<void> {
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
    usePublish.setState({ phase: 'idle', outcome: { tone: 'error', text: (error as Error).message } });
  }
}

export const cancelPublish = () => usePublish.setState({ phase: 'idle', changes: [] });

/** The words for a publish's or rollback's answer. */
export function publishedWords(answer: Extract<PublishAnswer, { ok: true }>, restoredFrom?: number): string {
  const what = restoredFrom === undefined ? `Published as version ${answer.version.id}.` : `Version ${restoredFrom} is live again (as version ${answer.version.id}).`;
  return answer.pages === 'rendered'
    ? `${what} Every visitor sees it now.`
    : `${what} It is saved, but the pages were not updated yet; the server log says why.`;
}

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

/** Publish, second step (the owner confirmed): store the version and re-render the pages. */
export async function confirmPublish(csrfToken: string, queryClient: QueryClient): Promise<void> {
  const { draft, baseVersion } = useDraft.getState();
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
    await loadPublished(queryClient, draft);
    announce({ tone: 'success', text: publishedWords(answer) });
  } catch (error) {
    if (error instanceof ApiError) {
      storage.take();
      announce({ tone: 'error', text: `Nothing was published: ${error.message}` });
    } else {
      // No answer (the connection dropped, or the page is going away): the server may have
      // published. The mark stays, so the next load of the editor says what became of it.
      announce({ tone: 'error', text: `No answer from the server: ${(error as Error).message}. The History section shows whether it was published.` });
    }
  } finally {
    usePublish.setState({ phase: 'idle', changes: [] });
  }
}

/**
 * On the editor's first load: a publish this browser started and did not see finish (a reload, or
 * the owner went elsewhere) is reported as the owner's own, from what the server holds now.
 */
export function reportInterruptedPublish(published: { content: Draft; version: number | null }): void {
  const marked = storage.take();
  if (!marked) return;
  const kept = readKeptDraft();
  if (published.version !== marked.from && (!kept || sameContent(kept.draft, published.content))) {
    forgetKeptDraft();
    announce({ tone: 'success', text: `Your publish went through while you were away: version ${published.version} is live.` });
  } else if (published.version === marked.from) {
    announce({ tone: 'error', text: 'Your last publish did not reach the server. Your changes are still here; publish again.' });
  }
}
