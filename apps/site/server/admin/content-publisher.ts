import { validateSiteContent, type SiteContent, type ValidationIssue } from '@rooted/site-content';
import type { ContentVersion, ContentVersions } from './content-versions';

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
  versions: Pick<ContentVersions, 'get' | 'list'>;
  /** The content visitors get now and its version (null before the first publish). */
  current(): { version: number | null; content: SiteContent };
  /** Checks a draft; issues name each field's path in the schema's words. Nothing is stored. */
  validate(draft: unknown): ReturnType<typeof validateSiteContent>;
  publish(draft: unknown, publishedBy: string): Promise<PublishResult>;
  /** Publishes a copy of version `id` (undefined when there is no such version). */
  rollback(id: number, publishedBy: string): Promise<PublishResult | undefined>;
  /** Renders the current version into the served pages (at start-up, after a deploy rebuilt them from the data file). */
  renderCurrent(): Promise<void>;
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

  const store = (content: SiteContent, publishedBy: string, restoredFrom?: number) =>
    serially(async (): Promise<PublishResult> => {
      const version = versions.publish(content, publishedBy, restoredFrom);
      let pages: 'rendered' | 'not-rendered' = 'not-rendered';
      if (render) {
        try {
          await render(content);
          pages = 'rendered';
        } catch (error) {
          // The version is kept (it is valid); the next start-up renders it again.
          console.error(`content: version ${version.id} is published but the pages were not re-rendered:`, error instanceof Error ? error.message : error);
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
    current() {
      const latest = versions.current();
      return latest ? { version: latest.id, content: latest.content } : { version: null, content: baseline };
    },
    validate: validateSiteContent,
    async publish(draft, publishedBy) {
      const checked = validateSiteContent(draft);
      if (!checked.ok) return { ok: false, issues: checked.issues };
      return store(checked.content, publishedBy);
    },
    async rollback(id, publishedBy) {
      const old = versions.get(id);
      if (!old) return undefined;
      return store(old.content, publishedBy, id);
    },
    async renderCurrent() {
      const latest = versions.current();
      if (latest && render) await serially(() => render(latest.content));
    },
  };
}
