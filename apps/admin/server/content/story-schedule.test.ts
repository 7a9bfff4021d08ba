// @vitest-environment node
/**
 * Scheduled stories go public at their time without a restart or an owner: one timer set from the
 * rendered content wakes the server when the next story is due (not a poll), the scheduled
 * stories due are marked published in one new version, and the pages are rendered. On PostgreSQL
 * two instances waking at the same moment write that version once, and both render.
 */
import { openPostgresStores } from '@rooted/lead-capture/postgres';
import { defaultSiteContent, defaultStories, type SiteContent, type Story } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../../packages/database/src/test-support/cluster-for-tests';
import { createContentPublisher } from './content-publisher';
import { createSqliteContentVersions, type ContentVersions } from './content-versions';
import { postgresSiteStoresOn, SITE_ADMIN_FEATURE } from '../database/postgres-site-store';
import { openSiteDatabase } from '../database/site-db';
import {
  createStorySchedule,
  markDueStoriesPublished,
  nextStoryDue,
  SCHEDULE_PUBLISHER,
  SCHEDULE_RETRY_MS,
  type ScheduleClock,
} from './story-schedule';

const T0 = Date.parse('2026-11-26T12:00:00Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

const story = (slug: string, status: Story['status'], publishedAt: number): Story => ({
  ...defaultStories[0]!,
  slug,
  title: slug,
  status,
  publishedAt: at(publishedAt),
});
const withStories = (...stories: Story[]): SiteContent => ({ ...defaultSiteContent, stories });
const statusOf = (content: SiteContent | undefined, slug: string) =>
  content?.stories?.find((candidate) => candidate.slug === slug)?.status;

/** A clock whose time moves only when told; timers run when their moment is passed. */
function fakeClock(start: number) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const work: Promise<unknown>[] = [];
  const clock: ScheduleClock = {
    now: () => now,
    setTimer: (run, ms) => {
      timers.set(nextId, { at: now + ms, run });
      return nextId++;
    },
    clearTimer: (id) => void timers.delete(id as number),
  };
  return {
    clock,
    /** The moments timers are set for. */
    pending: () => [...timers.values()].map((timer) => timer.at),
    /** Counts what a wake started, so advancing waits for it. */
    track: <T>(promise: Promise<T>) => (work.push(promise), promise),
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= end);
        if (due.length === 0) break;
        // Every timer set for the same moment runs before any of their work is awaited, as two
        // instances' timers would.
        const first = Math.min(...due.map(([, timer]) => timer.at));
        now = Math.max(now, first);
        for (const [id, timer] of due.filter(([, candidate]) => candidate.at === first)) {
          timers.delete(id);
          timer.run();
        }
        while (work.length) await work.shift()!.catch(() => undefined);
      }
      now = end;
    },
  };
}

/** One instance: a publisher over `versions` whose renders are recorded and re-arm its schedule, as in the server. */
function instance(
  versions: ContentVersions,
  time: ReturnType<typeof fakeClock>,
  baseline: SiteContent = defaultSiteContent,
) {
  const renders: { at: number; content: SiteContent }[] = [];
  let failNext = 0;
  const errors: unknown[] = [];
  const schedule = createStorySchedule({
    clock: time.clock,
    wake: (now) => time.track(publisher.publishDue(new Date(now))),
    onError: (error) => errors.push(error),
  });
  const publisher = createContentPublisher({
    versions,
    baseline,
    render: async (content) => {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('render failed');
      }
      renders.push({ at: time.clock.now(), content });
      schedule.arm(content);
    },
  });
  return { publisher, schedule, renders, errors, failRenders: (n: number) => void (failNext = n) };
}

const sqliteVersions = (time: ReturnType<typeof fakeClock>) =>
  createSqliteContentVersions(openSiteDatabase(':memory:'), time.clock.now);

describe('what is due', () => {
  it('is the earliest date ahead among stories that are not drafts', () => {
    const content = withStories(
      story('draft', 'draft', T0 + MINUTE),
      story('later', 'scheduled', T0 + 20 * MINUTE),
      story('sooner', 'published', T0 + 5 * MINUTE),
      story('past', 'scheduled', T0 - MINUTE),
    );
    expect(nextStoryDue(content, T0)).toBe(T0 + 5 * MINUTE);
    expect(nextStoryDue(withStories(story('past', 'published', T0 - MINUTE)), T0)).toBeUndefined();
    expect(nextStoryDue(defaultSiteContent, T0)).toBeUndefined();
  });

  it('marks only the scheduled stories whose time has come, and nothing when none has', () => {
    const content = withStories(
      story('due', 'scheduled', T0),
      story('ahead', 'scheduled', T0 + 1),
      story('draft', 'draft', T0 - MINUTE),
    );
    const marked = markDueStoriesPublished(content, T0)!;
    expect([statusOf(marked, 'due'), statusOf(marked, 'ahead'), statusOf(marked, 'draft')]).toEqual([
      'published',
      'scheduled',
      'draft',
    ]);
    expect(markDueStoriesPublished(marked, T0)).toBeUndefined();
  });
});

describe('the story schedule on one instance', () => {
  it('publishes a scheduled story already due at once: one version by the schedule, the pages rendered', async () => {
    const time = fakeClock(T0);
    const versions = sqliteVersions(time);
    await versions.publish(withStories(story('late', 'scheduled', T0 - MINUTE)), 'owner@rooted.example');
    const one = instance(versions, time);
    await one.publisher.renderCurrent();
    expect(time.pending()).toEqual([T0]);
    await time.advance(0);
    const newest = await versions.current();
    expect(newest).toMatchObject({ id: 2, publishedBy: SCHEDULE_PUBLISHER });
    expect(statusOf(newest!.content, 'late')).toBe('published');
    expect(one.renders.map((render) => statusOf(render.content, 'late'))).toEqual(['scheduled', 'published']);
    // Nothing else is waiting: no timer is left running.
    expect(time.pending()).toEqual([]);
  });

  it('sleeps until a story dated ahead is due, with one timer, then publishes it at its time', async () => {
    const time = fakeClock(T0);
    const versions = sqliteVersions(time);
    await versions.publish(
      withStories(story('soon', 'scheduled', T0 + 10 * MINUTE), story('later', 'scheduled', T0 + 60 * MINUTE)),
      'owner@rooted.example',
    );
    const one = instance(versions, time);
    await one.publisher.renderCurrent();
    expect(time.pending()).toEqual([T0 + 10 * MINUTE]);
    await time.advance(10 * MINUTE - 1);
    expect(one.renders).toHaveLength(1);
    expect(await versions.currentId()).toBe(1);
    await time.advance(1);
    expect(one.renders).toHaveLength(2);
    expect(one.renders[1]!.at).toBe(T0 + 10 * MINUTE);
    expect(statusOf((await versions.current())!.content, 'soon')).toBe('published');
    expect(statusOf((await versions.current())!.content, 'later')).toBe('scheduled');
    // Re-armed by that render for the next one.
    expect(time.pending()).toEqual([T0 + 60 * MINUTE]);
  });

  it('follows a publish that moves the date: the old time passes quietly, the new one publishes', async () => {
    const time = fakeClock(T0);
    const versions = sqliteVersions(time);
    const one = instance(versions, time);
    await one.publisher.publish(withStories(story('moved', 'scheduled', T0 + 10 * MINUTE)), 'owner@rooted.example');
    await time.advance(MINUTE);
    await one.publisher.publish(withStories(story('moved', 'scheduled', T0 + 30 * MINUTE)), 'owner@rooted.example');
    expect(time.pending()).toEqual([T0 + 30 * MINUTE]);
    await time.advance(20 * MINUTE);
    expect(one.renders).toHaveLength(2);
    expect(await versions.currentId()).toBe(2);
    await time.advance(10 * MINUTE);
    expect(one.renders).toHaveLength(3);
    expect(await versions.current()).toMatchObject({ id: 3, publishedBy: SCHEDULE_PUBLISHER });
  });

  it('renders a published story dated ahead at its time without writing a version (the pages change by time alone)', async () => {
    const time = fakeClock(T0);
    const versions = sqliteVersions(time);
    const one = instance(versions, time);
    await one.publisher.publish(
      withStories(story('dated-ahead', 'published', T0 + 5 * MINUTE)),
      'owner@rooted.example',
    );
    await time.advance(5 * MINUTE);
    expect(one.renders.map((render) => render.at)).toEqual([T0, T0 + 5 * MINUTE]);
    expect(await versions.currentId()).toBe(1);
    expect(time.pending()).toEqual([]);
  });

  it('takes the stories of the data file into account before the first publish', async () => {
    const time = fakeClock(T0);
    const versions = sqliteVersions(time);
    const one = instance(versions, time, withStories(story('from-the-file', 'scheduled', T0 + MINUTE)));
    one.schedule.arm(withStories(story('from-the-file', 'scheduled', T0 + MINUTE)));
    await time.advance(MINUTE);
    expect(statusOf((await versions.current())?.content, 'from-the-file')).toBe('published');
  });

  it('tries again a minute later when a wake fails, and stops when closed', async () => {
    const time = fakeClock(T0);
    const versions = sqliteVersions(time);
    const one = instance(versions, time);
    await one.publisher.publish(withStories(story('retry', 'scheduled', T0 + MINUTE)), 'owner@rooted.example');
    one.failRenders(1);
    await time.advance(MINUTE);
    expect(one.errors).toHaveLength(1);
    expect(time.pending()).toEqual([T0 + MINUTE + SCHEDULE_RETRY_MS]);
    await time.advance(SCHEDULE_RETRY_MS);
    expect(one.renders.at(-1)!.at).toBe(T0 + MINUTE + SCHEDULE_RETRY_MS);
    // The version was written by the first wake; the retry rendered it without writing another.
    expect(await versions.currentId()).toBe(2);
    one.schedule.arm(withStories(story('next', 'scheduled', T0 + 120 * MINUTE)));
    one.schedule.close();
    expect(time.pending()).toEqual([]);
  });
});

describe('the story schedule on PostgreSQL, two instances', { timeout: 60_000 }, () => {
  const cluster = clusterForTests();

  it('writes one version when both wake at the time, and both instances render the story public', async () => {
    const time = fakeClock(T0);
    const open = async () =>
      cluster.keep(
        await openPostgresStores({
          connectionString: cluster.url,
          schema: 'story_schedule_test',
          maxConnections: 3,
          features: [SITE_ADMIN_FEATURE],
        }),
      );
    const [first, second] = [await open(), await open()];
    const a = instance(postgresSiteStoresOn(first.sql, first.schema, time.clock.now).versions, time);
    const b = instance(postgresSiteStoresOn(second.sql, second.schema, time.clock.now).versions, time);
    await a.publisher.publish(withStories(story('together', 'scheduled', T0 + 10 * MINUTE)), 'owner@rooted.example');
    expect(await b.publisher.catchUp()).toBe(true);
    expect(time.pending()).toEqual([T0 + 10 * MINUTE, T0 + 10 * MINUTE]);

    await time.advance(10 * MINUTE);

    const history = await a.publisher.versions.list();
    expect(history.map((version) => version.publishedBy)).toEqual([SCHEDULE_PUBLISHER, 'owner@rooted.example']);
    for (const side of [a, b]) {
      expect(side.errors).toEqual([]);
      // The publish (or catch-up), then one render at the time, showing the story published.
      expect(side.renders).toHaveLength(2);
      expect(side.renders[1]!.at).toBe(T0 + 10 * MINUTE);
      expect(statusOf(side.renders[1]!.content, 'together')).toBe('published');
    }
    // The instance that did not write the version has it as rendered: its periodic check renders nothing more.
    expect(await a.publisher.catchUp()).toBe(false);
    expect(await b.publisher.catchUp()).toBe(false);
  });
});
