import type { SiteContent } from '@rooted/site-content';

/** Who the history and activity trail name for a version the schedule published. */
export const SCHEDULE_PUBLISHER = 'the schedule';

/**
 * The next moment (epoch ms) after `now` at which a story of `content` goes public: the earliest
 * publication date still ahead among the stories that are not drafts (scheduled ones, and
 * published ones dated ahead: see `isPublicStory`). Undefined when none is waiting.
 */
export function nextStoryDue(content: SiteContent, now: number): number | undefined {
  let next: number | undefined;
  for (const story of content.stories ?? []) {
    if (story.status === 'draft') continue;
    const at = Date.parse(story.publishedAt);
    if (Number.isFinite(at) && at > now && (next === undefined || at < next)) next = at;
  }
  return next;
}

/**
 * `content` with every scheduled story whose time has come marked published; undefined when none
 * has. The pages show such a story from its time either way; the mark is what the owner's list,
 * the history and other instances see, so it is written once, as a version of its own.
 */
export function markDueStoriesPublished(content: SiteContent, now: number): SiteContent | undefined {
  const stories = content.stories ?? [];
  const due = (story: (typeof stories)[number]) => story.status === 'scheduled' && Date.parse(story.publishedAt) <= now;
  if (!stories.some(due)) return undefined;
  return {
    ...content,
    stories: stories.map((story) => (due(story) ? { ...story, status: 'published' as const } : story)),
  };
}

/** The clock a schedule runs on: the real one in the server, a settable one in tests. */
export interface ScheduleClock {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

/** Node's clock; the timer does not keep the process alive (a shutdown need not wait for it). */
export const systemClock: ScheduleClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms).unref(),
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/** setTimeout's longest delay (about 24.8 days); a later time is reached in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Options of {@link createStorySchedule}. */
export interface StoryScheduleOptions {
  /** What to do when a story's time comes (`now`, epoch ms): publish what is due and re-render (the publisher's `publishDue`). */
  wake: (now: number) => Promise<unknown>;
  clock?: ScheduleClock;
  /** Told when a wake failed; the schedule tries again a minute later. */
  onError?: (error: unknown) => void;
}

/** A timer set for the next story due, from the content the pages were last rendered with. */
export interface StorySchedule {
  /** Sets the timer from `content` (after every render: start, publish, rollback, another instance's publish). */
  arm(content: SiteContent): void;
  /** The moment the timer is set for (epoch ms), if any. */
  dueAt(): number | undefined;
  close(): void;
}

/** How long after a failed wake (the database briefly unreachable) the schedule tries again. */
export const SCHEDULE_RETRY_MS = 60_000;

/**
 * Wakes the server when the next story is due, and not before: one timer, set from the content
 * each time the pages are rendered, so a publish that moves a date moves the timer. A wake
 * publishes and renders, and the render re-arms the timer for the story after.
 */
export function createStorySchedule(options: StoryScheduleOptions): StorySchedule {
  const clock = options.clock ?? systemClock;
  let timer: unknown;
  let due: number | undefined;
  let closed = false;

  const set = (at: number) => {
    if (timer !== undefined) clock.clearTimer(timer);
    due = at;
    timer = clock.setTimer(fire, Math.min(Math.max(0, at - clock.now()), LONGEST_TIMER_MS));
  };
  function fire() {
    timer = undefined;
    if (closed || due === undefined) return;
    // A timer reached in steps, or one that fired a little early: wait for the moment itself.
    const now = clock.now();
    if (now < due) return set(due);
    due = undefined;
    options.wake(now).catch((error: unknown) => {
      options.onError?.(error);
      if (!closed && due === undefined) set(clock.now() + SCHEDULE_RETRY_MS);
    });
  }

  return {
    arm(content) {
      if (closed) return;
      const now = clock.now();
      // A scheduled story already due (published late, or its time passed while the server was
      // down) is marked at once; otherwise the next one ahead.
      const next = markDueStoriesPublished(content, now) ? now : nextStoryDue(content, now);
      if (next === undefined) {
        if (timer !== undefined) clock.clearTimer(timer);
        timer = undefined;
        due = undefined;
        return;
      }
      set(next);
    },
    dueAt: () => due,
    close() {
      closed = true;
      if (timer !== undefined) clock.clearTimer(timer);
      timer = undefined;
      due = undefined;
    },
  };
}
