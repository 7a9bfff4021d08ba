import { memo } from 'react';
import { docsContent } from '../../copy/docs/docs-content';
import { docsTabs, type DocsTabId } from '../../copy/docs/docs-tabs';
import { TextSectionView } from '../text/rich-text-view';

/**
 * One documentation tab's text: its heading, intro and sections. Memoised: picking a tab, and the
 * re-render right after hydration (docs-page-body.tsx), must not re-render six panels of text.
 */
export const DocsPanel = memo(function DocsPanel({ id }: { id: DocsTabId }) {
  const doc = docsContent[id];
  const label = docsTabs.find((tab) => tab.id === id)?.label ?? id;
  return (
    <article className="max-w-3xl">
      <h2 className="font-display text-3xl font-semibold text-heading sm:text-4xl">{label}</h2>
      <p className="mt-3 text-lg leading-relaxed text-ink-muted">{doc.intro}</p>
      <div className="mt-10 space-y-12">
        {doc.sections.map((section) => (
          <TextSectionView key={section.id} section={section} level={3} />
        ))}
      </div>
    </article>
  );
});
