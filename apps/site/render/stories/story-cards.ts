import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { StoryPage, StoryShareCard } from '../../src/pages/stories/story-page-types';
import { renderStoryCard } from './story-card-image';

/** What {@link writeStoryCards} did. */
export interface WrittenStoryCards {
  /** Every card the pages name, relative to the client directory (drawn now or kept from before). */
  files: string[];
  /** The cards drawn by this call: new stories, or stories whose card shows something new. */
  drawn: string[];
  /** Milliseconds spent drawing them (layout, outlines and PNG encoding). */
  ms: number;
}

/** The sharing cards the story pages name: only pages of public stories without a cover have one. */
export const storyCardsOf = (pages: readonly StoryPage[]): StoryShareCard[] =>
  pages.flatMap((page) => (page.kind === 'story' && page.card ? [page.card] : []));

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Writes each card under `clientDir`, beside its story's page. A card's address is a hash of what
 * it shows, so a file already at that address is that very picture: it is kept, not drawn again.
 * A publish therefore draws only the cards of new or changed stories, and the build draws each
 * once. A card no story names any more is left for the caller to delete with the story pages.
 */
export async function writeStoryCards(clientDir: string, cards: readonly StoryShareCard[]): Promise<WrittenStoryCards> {
  const files: string[] = [];
  const drawn: string[] = [];
  let ms = 0;
  // One at a time: drawing is CPU work, and the server keeps answering visitors meanwhile.
  for (const card of cards) {
    const file = card.path.slice(1);
    const target = join(clientDir, file);
    files.push(file);
    if (await exists(target)) continue;
    const started = performance.now();
    const png = await renderStoryCard(card);
    ms += performance.now() - started;
    await mkdir(dirname(target), { recursive: true });
    // Written whole, then renamed: a file at a card's address is always a complete picture, even
    // after a crash mid-write (the dot keeps the partial file from being served).
    const partial = join(dirname(target), `.${basename(target)}.partial`);
    await writeFile(partial, png);
    await rename(partial, target);
    drawn.push(file);
  }
  return { files, drawn, ms };
}
