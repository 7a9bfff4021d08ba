import { validateSiteContent, type SiteContent, type ValidationIssue } from '@rooted/site-content';
import type { ContentVersion, ContentVersions } from './content-versions';
import { markDueStoriesPublished, SCHEDULE_PUBLISHER } from './story-schedule';

/** Options of {@link createContentPublisher}. */
export interface ContentPublisherOptions {
  versions: ContentVersions;
  /** What the site shows before anything is published: the build's data file. */
  baseline: SiteContent;
  /** Re-renders the served pages with the content (the server's own prerender); omitted in unit tests. */
  render?: (content: SiteContent) => Promise<void>;
  /**
   * CONTENT_BUILD_HOOK: with static hosting, a URL POSTed after each publish so the host rebuilds
   * from the published content. Receives `{ version }`; the content is fetched from the API.
   */
  buildHook?: string;
  fetch?: typeof fetch;
}

/** What a publish or rollback did. `pages` says whether the served HTML shows the new content yet. */
export type PublishResult =
  | { ok: true; version: ContentVersion; pages: 'rendered' | 'not-rendered'; buildHook?: 'called' | 'failed' }
  | { ok: false; issues: ValidationIssue[] };

/** Publishing: validate, keep a version, re-render the pages, tell a static host. */
export interface ContentPublisher {
  /** The version history (read-only here; publish and rollback go through the publisher). */
  versions: Pick<ContentVersions, 'get' | 'list' | 'currentId'>;
  /** The content visitors get now and its version (null before the first publish). */
  current(): Promise<{ version: number | null; content: SiteContent }>;
  /** Checks a draft; issues name each field's path in the schema's words. Nothing is stored. */
  validate(draft: unknown): ReturnType<typeof validateSiteContent>;
  publish(draft: unknown, publishedBy: string): Promise<PublishResult>;
  /** Publishes a copy of version `id` (undefined when there is no such version). */
  rollback(id: number, publishedBy: string): Promise<PublishResult | undefined>;
  /** Renders the current version into the served pages (at start-up, after a deploy rebuilt them from the data file). */
  renderCurrent(): Promise<void>;
  /**
   * Renders the newest version when it is not the one this instance last rendered: another
   * instance on the same database published it. Resolves to whether it rendered.
   */
  catchUp(): Promise<boolean>;
  /**
   * A story's time has come (the story schedule woke): marks the scheduled stories now due as
   * published in a new version, unless another instance already did (exactly one version for
   * them, whichever instances wake), and renders this instance's pages, which show every story
   * whose time has come. Resolves to the new version, if this call wrote it.
   */
  publishDue(now?: Date): Promise<ContentVersion | undefined>;
}

export function createContentPublisher(options: ContentPublisherOptions): ContentPublisher {
  const { versions, baseline, render, buildHook } = options;
  const post = options.fetch ?? fetch;
  // One publish at a time: two owners publishing at once must not interleave their page writes.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  // The version the served pages show (null: the data file); compared by catchUp().
  let renderedId: number | null = null;

  const store = (content: SiteContent, publishedBy: string, restoredFrom?: number) =>
    serially(async (): Promise<PublishResult> => {
      const version = await versions.publish(content, publishedBy, restoredFrom);
      let pages: 'rendered' | 'not-rendered' = 'not-rendered';
      if (render) {
        try {
          await render(content);
          renderedId = version.id;
          pages = 'rendered';
        } catch (error) {
          // The version is kept (it is valid); the next start-up renders it again.
          console.error(
            `content: version ${version.id} is published but the pages were not re-rendered:`,
            error instanceof Error ? error.message : error,
          );
        }
      }
      if (!buildHook) return { ok: true, version, pages };
      const called = await post(buildHook, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version: version.id }),
        signal: AbortSignal.timeout(10_000),
      }).then(
        (response) => response.ok,
        () => false,
      );
      if (!called) console.error(`content: the build hook did not accept version ${version.id}`);
      return { ok: true, version, pages, buildHook: called ? 'called' : 'failed' };
    });

  return {
    versions,
    publishDue(now = new Date()) {
      return serially(async () => {
        const version = await versions.publishOver(
          (newest) => markDueStoriesPublished(newest?.content ?? baseline, now.getTime()),
          SCHEDULE_PUBLISHER,
        );
        if (!render) return version;
        // This instance's pages change either way: with the version it wrote, with the one another
        // instance wrote for the same moment, or (a published story dated ahead) by time alone.
        const latest = version ?? (await versions.current());
        await render(latest?.content ?? baseline);
        renderedId = latest?.id ?? renderedId;
        return version;
      });
    },
    async current() {
      const latest = await versions.current();
      return latest ? { version: latest.id, content: latest.content } : { version: null, content: baseline };
    },
    validate: validateSiteContent,
    async publish(draft, publishedBy) {
      const checked = validateSiteContent(draft);
      if (!checked.ok) return { ok: false, issues: checked.issues };
      return store(checked.content, publishedBy);
    },
    async rollback(id, publishedBy) {
      const old = await versions.get(id);
      if (!old) return undefined;
      return store(old.content, publishedBy, id);
    },
    async renderCurrent() {
      if (!render) return;
      await serially(async () => {
        const latest = await versions.current();
        if (!latest) return;
        await render(latest.content);
        renderedId = latest.id;
      });
    },
    catchUp() {
      if (!render) return Promise.resolve(false);
      return serially(async () => {
        // One indexed read of the newest id; the content is loaded only when it changed.
        const newest = await versions.currentId();
        if (newest === null || newest === renderedId) return false;
        const latest = await versions.get(newest);
        if (!latest) return false;
        await render(latest.content);
        renderedId = latest.id;
        return true;
      });
    },
  };
}
