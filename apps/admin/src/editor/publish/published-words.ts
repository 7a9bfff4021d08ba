import type { PublishAnswer } from '../../api';
import { sameContent } from '../diff/content-diff';
import { storyStanding, type StoryLike } from '../../stories/story-standing';

type Draft = Record<string, unknown>;

const storiesOf = (content: Draft | null): StoryLike[] =>
  Array.isArray(content?.stories) ? (content.stories as StoryLike[]) : [];
const withoutStories = (content: Draft | null): Draft => {
  const { stories: _stories, ...rest } = content ?? {};
  return rest;
};

/**
 * What a publish changed that visitors do not see yet: each story it added or changed that is a
 * draft or is dated later, in a sentence; and whether anything else changed. A story scheduled for
 * Friday is "goes public by itself on …", never "every visitor sees it now".
 */
export function unseenStories(
  before: Draft | null,
  after: Draft,
  now: Date,
): { notes: string[]; othersChanged: boolean } {
  const earlier = storiesOf(before);
  const notes: string[] = [];
  let seenChanged = false;
  for (const story of storiesOf(after)) {
    const was = earlier.find((candidate) => candidate.slug === story.slug);
    if (was && sameContent(was as Draft, story as Draft)) continue;
    const standing = storyStanding(story, now);
    const title = typeof story.title === 'string' && story.title.trim() ? `“${story.title.trim()}”` : 'A story';
    if (standing.label === 'Scheduled')
      notes.push(
        `${title} is scheduled: ${standing.detail.replace(/^Goes/, 'it goes')} Until then no visitor sees it.`,
      );
    else if (standing.label === 'Draft') notes.push(`${title} is saved as a draft: no visitor sees it.`);
    else seenChanged = true;
  }
  // A removed story, or a story taken back, is a change visitors see too.
  const removed = earlier.some((story) => !storiesOf(after).some((candidate) => candidate.slug === story.slug));
  const othersChanged = seenChanged || removed || !sameContent(withoutStories(before), withoutStories(after));
  return { notes, othersChanged };
}

/** The words for a publish's or rollback's answer; `unseen` says what of a publish visitors do not see yet. */
export function publishedWords(
  answer: Extract<PublishAnswer, { ok: true }>,
  restoredFrom?: number,
  unseen?: { notes: string[]; othersChanged: boolean },
): string {
  const what =
    restoredFrom === undefined
      ? `Published as version ${answer.version.id}.`
      : `Version ${restoredFrom} is live again (as version ${answer.version.id}).`;
  if (answer.pages !== 'rendered')
    return `${what} It is saved, but the pages were not updated yet; the server log says why.`;
  if (!unseen || unseen.notes.length === 0) return `${what} Every visitor sees it now.`;
  const seen = unseen.othersChanged ? ' Visitors see your other changes now.' : '';
  return `${what}${seen} ${unseen.notes.join(' ')}`;
}
