import { PREVIEW_STORAGE_KEY } from '@rooted/site-content/defaults/shell';
import { validateSiteContent, type SiteContent, type StorageLike } from '@rooted/site-content';
import { hydratedByReact } from '../../first-paint/hydrated-by-react';
import type { PreviewState } from './preview-state';

/** What the browser holds for a preview: nothing, a valid draft, or something the pages cannot show. */
export type PreviewDraft = { kind: 'none' } | { kind: 'draft'; content: SiteContent } | { kind: 'invalid' };

/** Reads the editor's preview draft; it is validated like a publish, so a page never renders half of one. */
export function readPreviewDraft(storage: StorageLike | null): PreviewDraft {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PREVIEW_STORAGE_KEY) ?? null;
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  try {
    const checked = validateSiteContent(JSON.parse(raw));
    return checked.ok ? { kind: 'draft', content: checked.content } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

/** Sets or removes `<html data-preview>`; the stylesheet hides the page while it says `loading`. */
export function markPreview(state: PreviewState | undefined): void {
  if (state) document.documentElement.dataset.preview = state;
  else delete document.documentElement.dataset.preview;
}

/**
 * True while some prerendered markup of the page has not been hydrated (a lazily loaded part
 * whose code has not arrived): that markup still holds the published text. Markup React
 * inserted as raw HTML is never tagged, so an element under one of those counts as done.
 */
function prerenderedPartPending(root: Element): boolean {
  for (const element of root.querySelectorAll('*')) {
    if (hydratedByReact(element)) continue;
    let owner = element.parentElement;
    while (owner && owner !== root && !hydratedByReact(owner)) owner = owner.parentElement;
    const props = owner
      ? (owner as unknown as Record<string, { memoizedProps?: { dangerouslySetInnerHTML?: unknown } }>)[
          Object.keys(owner).find((key) => key.startsWith('__reactFiber$')) ?? ''
        ]
      : undefined;
    if (!props?.memoizedProps?.dangerouslySetInnerHTML) return true;
  }
  return false;
}

/** Longest wait for the lazily loaded parts before the page is shown with a warning instead. */
const MAX_WAIT_MS = 20_000;

/**
 * Shows the page once every part of it renders the draft: the content is already in the store,
 * and the lazily loaded parts (which keep their prerendered, published markup until their code
 * loads) have all hydrated and re-rendered with it. Checked once a frame; returns a cancel.
 */
export function showWhenDraftRendered(root: Element = document.getElementById('root') ?? document.body): () => void {
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    if (!prerenderedPartPending(root)) {
      // One more frame: the parts that just hydrated re-render with the draft before the page shows.
      frame = requestAnimationFrame(() => markPreview('shown'));
      return;
    }
    if (performance.now() - started > MAX_WAIT_MS) return markPreview('incomplete');
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
