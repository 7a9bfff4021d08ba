import type { StoryRelated as StoryRelatedData } from './story-page-types';

const link = 'font-medium text-link underline underline-offset-2';

/**
 * What a story is about, at the end of its page. A venture leads to the other stories about it;
 * its own website follows as a second link that says it is another site (its host is shown), so
 * nobody leaves the site thinking they are opening more stories.
 */
export function StoryRelated({ related }: { related: StoryRelatedData }) {
  if (!('venture' in related)) {
    return (
      <p className="mt-6 text-ink">
        More about{' '}
        <a href={related.path} className={link}>
          {related.name}
        </a>
      </p>
    );
  }
  return (
    <>
      <p className="mt-6 text-ink">
        More stories about{' '}
        <a href={related.path} className={link}>
          {related.name}
        </a>
      </p>
      {related.website ? (
        <p className="mt-3 text-ink">
          <a href={related.website} rel="external" className={link}>
            Visit {related.name}’s website
          </a>{' '}
          <span className="text-ink-muted">(another site: {new URL(related.website).host})</span>
        </p>
      ) : null}
    </>
  );
}
