import { Fragment, type ReactNode } from 'react';
import type { LegalText } from '../../copy/legal/legal-text';
import { PageIntro } from '../page-intro';
import { formatIsoDate } from '../text/format-date';
import { TextSectionView } from '../text/rich-text-view';

export interface LegalPageProps {
  title: string;
  text: LegalText;
  /** Content shown after the section with that id (a form that belongs to it). */
  after?: Readonly<Record<string, ReactNode>>;
}

/** A legal page: heading band with the revision date (docs/decisions/0023), a table of contents and the sections. */
export function LegalPage({ title, text, after }: LegalPageProps) {
  return (
    <>
      <PageIntro eyebrow="Legal" title={title}>
        <p>{text.intro}</p>
        <p className="mt-4 text-base text-brand-200">
          Last updated: <time dateTime={text.revised}>{formatIsoDate(text.revised)}</time>
        </p>
      </PageIntro>
      <div className="bg-surface">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          {/* Not on paper: its links lead nowhere there and it has no page numbers to offer instead. */}
          <nav aria-labelledby="toc-title" data-print="hide" className="lg:sticky lg:top-28 lg:self-start">
            <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-[0.14em] text-clay-ink">
              On this page
            </h2>
            <ol className="mt-4 grid gap-1 border-l border-line text-sm">
              {text.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px flex min-h-11 items-center border-l-2 border-transparent pl-4 text-ink-muted hover:border-brand-500 hover:text-accent"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="min-w-0 max-w-3xl space-y-12">
            {text.sections.map((section) => (
              <Fragment key={section.id}>
                <TextSectionView section={section} />
                {after?.[section.id]}
              </Fragment>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
