import type { MouseEvent } from 'react';
import type { Block, Inline, RichText, TextSection } from '../../copy/rich-text';
import { useSiteNavigate } from '../../lib/navigation/use-site-navigate';
import { ContactDetails } from './contact-details';

const LINK = 'font-medium text-link underline decoration-brand-300 underline-offset-2 hover:decoration-link';
const CODE = 'rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.875em] text-heading break-words';

type LinkRun = Extract<Inline, { href: string }>;

function InlineRun({ run }: { run: Inline }) {
  if (typeof run === 'string') return run;
  if ('code' in run) return <code className={CODE}>{run.code}</code>;
  if ('strong' in run) return <strong className="font-semibold text-ink">{run.strong}</strong>;
  return <RichLink run={run} />;
}

/**
 * Only links read the router: a docs page has hundreds of text runs and a few dozen links, and
 * every router hook is work at hydration and again on each navigation.
 */
function RichLink({ run }: { run: LinkRun }) {
  const onNavigate = useSiteNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate(run.href, event);
  };
  return (
    <a href={run.href} onClick={follow} className={LINK}>
      {run.text}
    </a>
  );
}

/** A paragraph's runs: plain text, code, emphasis and links that follow the site's link policy. */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((run, index) => <InlineRun key={index} run={run} />);
}

type TableData = Extract<Block, { kind: 'table' }>;

/** A table: on phones one card per row, on wider screens the table itself. */
function TableBlock({ block }: { block: TableData }) {
  return (
    <>
      {/* Phones: one card per row, each value under its column name. */}
      <ul className="space-y-3 sm:hidden" aria-label={block.caption}>
        {block.rows.map((row, rowIndex) => (
          <li key={rowIndex} className="rounded-card bg-card p-4 ring-1 ring-line">
            <dl className="space-y-2 text-sm leading-relaxed">
              {row.map((cell, cellIndex) => (
                <div key={cellIndex}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-clay-ink">
                    {block.head[cellIndex]}
                  </dt>
                  <dd className="text-ink">
                    <RichTextView text={cell} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {/* Wider screens: the table, in a focusable scroll region in case it is still too wide. */}
      <div
        className="hidden overflow-x-auto rounded-card ring-1 ring-line sm:block"
        tabIndex={0}
        role="region"
        aria-label={block.caption}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{block.caption}</caption>
          <thead className="bg-surface-muted text-ink">
            <tr>
              {block.head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line bg-card">
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="align-top">
                {row.map((cell, cellIndex) => (
                  // The first column names the row (a storage key): it reads as one unit, never broken
                  // over lines; the region scrolls if the table gets too wide.
                  <td
                    key={cellIndex}
                    className={`px-4 py-3 leading-relaxed ${cellIndex === 0 ? '[&_code]:whitespace-nowrap' : ''}`}
                  >
                    <RichTextView text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
    case 'note':
      return (
        <p className="rounded-card border-l-4 border-clay-500 bg-clay-tint/60 px-5 py-4 text-ink">
          <RichTextView text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={`space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc marker:text-brand-500'}`}>
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <RichTextView text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return <TableBlock block={block} />;
    case 'code':
      return (
        // Focusable so a keyboard can scroll a long line; a named region, because `pre` itself may
        // not carry a name.
        <div
          role="region"
          aria-label={block.label}
          tabIndex={0}
          className="overflow-x-auto rounded-card bg-brand-950 p-5"
        >
          <pre className="text-sm leading-relaxed text-brand-50">
            <code>{block.code}</code>
          </pre>
        </div>
      );
    case 'contact':
      return <ContactDetails />;
  }
}

/** A titled section of a long text; its heading level follows the page outline. */
export function TextSectionView({ section, level = 2 }: { section: TextSection; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
      <Heading
        id={`${section.id}-title`}
        className={`font-display font-semibold text-heading ${level === 2 ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl'}`}
      >
        {section.title}
      </Heading>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-ink-muted">
        {section.blocks.map((block, index) => (
          <BlockView key={index} block={block} />
        ))}
      </div>
    </section>
  );
}
