import type { ComponentType } from 'react';
import type { ProgrammeSlug } from '../copy/programme-slugs';
import { lazyPageBody } from '../first-paint/lazy-page-body';

const pagesBySlug = new Map<ProgrammeSlug, ComponentType>();

/**
 * The landing page of one programme. Its body, with only that programme's
 * copy, hydrates after the page like the other long pages (first-paint/lazy-page-body.tsx).
 */
export function programmePage(slug: ProgrammeSlug): ComponentType {
  let page = pagesBySlug.get(slug);
  if (!page) {
    page = lazyPageBody(() =>
      Promise.all([
        import('./programme/programme-page-body'),
        import('../copy/load-programme').then(({ loadProgramme }) => loadProgramme(slug)),
      ]).then(([{ ProgrammePageBody }, programme]) => {
        const Body = () => <ProgrammePageBody programme={programme} />;
        return Body;
      }),
    );
    pagesBySlug.set(slug, page);
  }
  return page;
}
