import { Section } from '@rooted/ui/section';
import { useSiteContent } from '../lib/content-store/use-site-content';
import { storyIslandHtml } from '../pages/not-found-page';
import { LATEST_STORIES_ID, LATEST_STORIES_KEY } from '../pages/stories/latest-stories';

/**
 * #stories: the three newest stories, when the owner shows the section (`sections.stories.onHome`)
 * and there is a story to show. The cards are HTML the prerender made (the browser has no stories
 * as data, see pages/stories/story-islands.ts), so a home page reached by a client-side
 * navigation, which has none, leaves the section out.
 */
export function StoriesSection() {
  const heading = useSiteContent((c) => c.sections.stories);
  const cards = storyIslandHtml(LATEST_STORIES_KEY, LATEST_STORIES_ID);
  if (!heading?.onHome || cards === undefined) return null;
  return (
    <Section
      id="stories"
      eyebrow={heading.eyebrow}
      title={heading.title}
      {...(heading.intro ? { intro: heading.intro } : {})}
      tone="tinted"
    >
      <div
        id={LATEST_STORIES_ID}
        className="mt-12 grid gap-6 md:grid-cols-3"
        dangerouslySetInnerHTML={{ __html: cards }}
      />
      <p className="mt-10">
        <a
          href="/stories"
          className="inline-flex min-h-11 items-center font-semibold text-link underline underline-offset-2"
        >
          All stories
        </a>
      </p>
    </Section>
  );
}
