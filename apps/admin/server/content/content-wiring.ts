import type { OwnerApiDeps } from '../owner-api-deps';
import { createContentPublisher, type ContentPublisher } from './content-publisher';
import { createStorySchedule, SCHEDULE_PUBLISHER, type StorySchedule } from './story-schedule';

/** The content room's parts: the publisher (pages re-rendered through the site) and the story schedule. */
export function wireContent(deps: OwnerApiDeps) {
  const { stores } = deps;
  // Scheduled stories go public at their time without anyone publishing: the server wakes then,
  // marks them published (once, whichever instance wakes first) and re-renders. Every render below
  // re-arms it from the content it rendered; the publisher it wakes is made below, before any render.
  const schedule: StorySchedule = createStorySchedule({
    wake: async (now) => {
      const version = await publisher.publishDue(new Date(now));
      if (version)
        await stores.desk.record({
          at: Date.now(),
          owner: SCHEDULE_PUBLISHER,
          action: 'published',
          detail: `Published version ${version.id}: stories scheduled for this time went live.`,
        });
    },
    onError: (error) => {
      if (stores.reportOutage?.(error)) return;
      console.error(
        'content: could not publish the stories due now; trying again in a minute:',
        error instanceof Error ? error.message : error,
      );
    },
  });
  const publisher: ContentPublisher = createContentPublisher({
    versions: stores.versions,
    baseline: deps.site.baseline,
    render: async (content) => {
      await deps.site.renderPages(content);
      schedule.arm(content);
    },
    ...(deps.contentBuildHook ? { buildHook: deps.contentBuildHook } : {}),
  });
  return { schedule, publisher };
}
